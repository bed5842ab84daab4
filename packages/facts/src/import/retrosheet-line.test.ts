// The game-log parser and the rules it feeds, on real lines copied from retrosheet-gamelogs/
// (gl1927, gl2024, gl1901, glws): Ruth's 60th home run game, the 2024 opener in Seoul, a 1901
// forfeit and the 2008 World Series Game 5, suspended in the sixth inning and completed two days later.
import { describe, expect, it } from "vitest";
import { gameSlug } from "./retrosheet-games";
import { parseLogLine, splitFields } from "./retrosheet-line";
import { gameNotes, outcome } from "./retrosheet-notes";
import { numberGames, roundOf } from "./retrosheet-series";

const YANKEES_1927 = `"19270930","0","Fri","WS1","AL",155,"NYA","AL",154,2,4,51,"D","","","","NYC16",8000,98,"000200000","00010102x",30,5,1,0,0,2,0,0,0,6,0,0,3,1,0,0,7,1,4,4,0,0,24,10,0,0,2,0,30,9,0,1,1,4,1,0,0,1,0,1,0,0,1,0,4,2,2,2,0,0,27,12,1,0,0,0,"dinnb101","Bill Dinneen","connt901","Tommy Connolly","","(none)","owenb901","Brick Owens","","(none)","","(none)","harrb106","Bucky Harris","huggm101","Miller Huggins","pennh101","Herb Pennock","zacht101","Tom Zachary","","(none)","ruthb101","Babe Ruth","zacht101","Tom Zachary","pipgg101","George Pipgras","rices101","Sam Rice",9,"harrb106","Bucky Harris",4,"ganzb101","Babe Ganzel",8,"goslg101","Goose Goslin",7,"judgj101","Joe Judge",3,"ruelm101","Muddy Ruel",2,"blueo102","Ossie Bluege",5,"gillg102","Grant Gillis",6,"zacht101","Tom Zachary",1,"combe101","Earle Combs",8,"koenm101","Mark Koenig",6,"ruthb101","Babe Ruth",9,"gehrl101","Lou Gehrig",3,"meusb101","Bob Meusel",7,"lazzt101","Tony Lazzeri",4,"dugaj101","Joe Dugan",5,"bengb101","Benny Bengough",2,"pipgg101","George Pipgras",1,"","Y"`;
const DODGERS_SEOUL_2024 = `"20240320","0","Wed","LAN","NL",1,"SDN","NL",1,5,2,54,"N","","","","SEO01",15952,185,"000100040","001100000",33,7,0,0,0,4,0,2,1,9,0,7,1,0,0,0,13,5,2,2,1,0,27,11,0,0,1,0,30,4,0,0,0,1,0,0,0,4,0,6,0,0,1,0,5,8,3,3,1,0,27,8,2,0,1,0,"barkl901","Lance Barksdale","torrc901","Carlos Torres","viscj901","Jansen Visconti","rehaj901","Jeremie Rehak","","(none)","","(none)","robed001","Dave Roberts","shilm801","Mike Shildt","hudsd001","Daniel Hudson","britj003","Jhony Brito","phile001","Evan Phillips","","(none)","glast001","Tyler Glasnow","darvy001","Yu Darvish","bettm001","Mookie Betts",6,"ohtas001","Shohei Ohtani",10,"freef001","Freddie Freeman",3,"smitw003","Will Smith",2,"muncm001","Max Muncy",5,"hernt002","Teoscar Hernandez",7,"outmj002","James Outman",8,"heywj001","Jason Heyward",9,"lux-g001","Gavin Lux",4,"bogax001","Xander Bogaerts",4,"tatif002","Fernando Tatis",9,"cronj001","Jake Cronenworth",3,"machm001","Manny Machado",10,"kim-h002","Ha-Seong Kim",6,"profj001","Jurickson Profar",7,"campl002","Luis Campusano",2,"wadet002","Tyler Wade",5,"merrj002","Jackson Merrill",8,"","Y"`;
const FORFEIT_1901 = `"19010723","0","Tue","WS1","AL",69,"CLE","AL",76,4,4,51,"D","","V","","CLE05",1000,120,"001110001","010110001",33,8,2,1,0,3,0,-1,1,3,-1,1,0,-1,-1,0,6,1,2,0,0,0,24,14,6,0,1,0,36,10,0,1,0,3,1,-1,4,0,-1,2,0,-1,-1,0,13,1,3,0,0,0,27,17,1,0,0,0,"connt901","Tommy Connolly","","(none)","","(none)","","(none)","","(none)","","(none)","mannj102","Jim Manning","mcalj102","Jimmy McAleer","","","","","","(none)","","(none)","carrb102","Bill Carrick","scote102","Ed Scott","waldi101","Irv Waldron",9,"farrj103","John Farrell",8,"dungs101","Sam Dungan",3,"clarb103","Boileryard Clarke",2,"fostp101","Pop Foster",7,"cougb101","Bill Coughlin",5,"quinj103","Joe Quinn",4,"clinb101","Billy Clingman",6,"carrb102","Bill Carrick",1,"picko101","Ollie Pickering",8,"mccaj105","Jack McCarthy",7,"obrij103","Jack O'Brien",9,"becke101","Erve Beck",4,"lachc101","Candy LaChance",3,"bradb102","Bill Bradley",5,"yeagg101","George Yeager",2,"schef101","Frank Scheibeck",6,"scote102","Ed Scott",1,"","D"`;
const WORLD_SERIES_2008_GAME_5 = `"20081027","0","Mon","TBA","AL",5,"PHI","NL",5,3,4,51,"N","20081029,,2,2,33","","","PHI13",45940,208,"000101100","20000110x",33,10,1,0,1,3,1,0,0,1,0,5,2,0,3,0,5,5,4,4,0,0,24,6,0,0,0,0,31,8,2,0,0,4,1,0,1,7,0,8,2,0,0,0,12,4,3,3,0,0,27,12,1,1,3,0,"kellj901","Jeff Kellogg","tscht901","Tim Tschida","welkt901","Tim Welke","danlk901","Kerwin Danley","culbf901","Fieldin Culbreth","hallt901","Tom Hallion","maddj801","Joe Maddon","manuc101","Charlie Manuel","romej001","J.C. Romero","howej003","J.P. Howell","lidgb001","Brad Lidge","felip001","Pedro Feliz","kazms001","Scott Kazmir","hamec001","Cole Hamels","iwama001","Akinori Iwamura",4,"crawc002","Carl Crawford",7,"uptob001","Melvin Upton",8,"penac001","Carlos Pena",3,"longe001","Evan Longoria",5,"navad001","Dioner Navarro",2,"baldr001","Rocco Baldelli",9,"bartj001","Jason Bartlett",6,"kazms001","Scott Kazmir",1,"rollj001","Jimmy Rollins",6,"wertj001","Jayson Werth",9,"utlec001","Chase Utley",4,"howar001","Ryan Howard",3,"burrp001","Pat Burrell",7,"victs001","Shane Victorino",8,"felip001","Pedro Feliz",5,"ruizc001","Carlos Ruiz",2,"hamec001","Cole Hamels",1,"","Y"`;

const venues: Record<string, string> = { NYC16: "Yankee Stadium I, New York", PHI13: "Citizens Bank Park, Philadelphia" };
const venueOf = (park: string) => venues[park] ?? null;
const parsed = (line: string) => {
  const game = parseLogLine(line);
  if (!game) throw new Error("line not read");
  return game;
};

describe("parseLogLine", () => {
  it.each([
    [
      "1927-09-30, Senators 2 at Yankees 4",
      YANKEES_1927,
      {
        date: "1927-09-30",
        number: "0",
        away: { team: "WS1", league: "AL" },
        home: { team: "NYA", league: "AL" },
        awayScore: 2,
        homeScore: 4,
      },
      { park: "NYC16", attendance: 8000, awayLine: "000200000", homeLine: "00010102x", completion: "", forfeit: "", protest: "" },
    ],
    [
      "2024-03-20 in Seoul, a file with LF endings",
      DODGERS_SEOUL_2024,
      { date: "2024-03-20", away: { team: "LAN", league: "NL" }, home: { team: "SDN", league: "NL" }, awayScore: 5, homeScore: 2 },
      { park: "SEO01", attendance: 15952, awayLine: "000100040", homeLine: "001100000" },
    ],
    [
      "1901-07-23, tied 4-4 and forfeited to Washington",
      FORFEIT_1901,
      { date: "1901-07-23", away: { team: "WS1", league: "AL" }, home: { team: "CLE", league: "AL" }, awayScore: 4, homeScore: 4 },
      { forfeit: "V", park: "CLE05", attendance: 1000 },
    ],
    [
      "2008 World Series Game 5: a quoted field holding commas",
      `${WORLD_SERIES_2008_GAME_5}\r`,
      { date: "2008-10-27", away: { team: "TBA", league: "AL" }, home: { team: "PHI", league: "NL" }, awayScore: 3, homeScore: 4 },
      { completion: "20081029,,2,2,33", park: "PHI13", attendance: 45940, awayLine: "000101100", homeLine: "20000110x" },
    ],
  ])("%s", (_, line, teams, details) => {
    expect(parseLogLine(line)).toMatchObject({ ...teams, ...details });
  });

  it.each([
    ["an empty line", ""],
    ["a line cut short", YANKEES_1927.slice(0, 60)],
    ["an unreadable date", YANKEES_1927.replace("19270930", "1927093x")],
    ["a date that does not exist", YANKEES_1927.replace("19270930", "19270931")],
    ["a score that is not a number", YANKEES_1927.replace(",2,4,51,", ",2,,51,")],
  ])("rejects %s", (_, line) => {
    expect(parseLogLine(line)).toBeUndefined();
  });

  it("splits quoted and bare fields, keeping empty ones", () => {
    expect(splitFields(`"a","b,c",,7,""`, 5)).toEqual(["a", "b,c", "", "7", ""]);
  });
});

describe("game notes and outcomes", () => {
  it.each([
    ["an ordinary game", YANKEES_1927, null, { home: "W", away: "L" }],
    ["a forfeit decides the game whatever the score", FORFEIT_1901, "Forfeited to the visiting team.", { home: "L", away: "W" }],
    [
      "a suspended game says when it was completed and the score then",
      WORLD_SERIES_2008_GAME_5,
      "Suspended with the score 2-2 (visitors first); completed on 2008-10-29.",
      { home: "W", away: "L" },
    ],
  ])("%s", (_, line, notes, result) => {
    const game = parsed(line);
    expect(gameNotes(game, venueOf)).toBe(notes);
    expect(outcome(game)).toEqual(result);
  });

  it("names ties, protests and no-decisions", () => {
    const game = parsed(YANKEES_1927);
    expect(gameNotes({ ...game, homeScore: 2 }, venueOf)).toBe("Tie game.");
    expect(outcome({ ...game, homeScore: 2 })).toEqual({ home: "T", away: "T" });
    expect(gameNotes({ ...game, protest: "VY" }, venueOf)).toBe(
      "Protested by the visiting team (disallowed). Protested by the home team (upheld).",
    );
    expect(gameNotes({ ...game, forfeit: "T" }, venueOf)).toBe("Ruled a no-decision.");
    expect(outcome({ ...game, forfeit: "T" })).toBeNull();
    expect(gameNotes({ ...game, completion: "19270601,PHI13,1,0,30" }, venueOf)).toBe(
      "Suspended with the score 1-0 (visitors first); completed on 1927-06-01 at Citizens Bank Park, Philadelphia.",
    );
  });
});

describe("slugs, rounds and game numbers", () => {
  const yankees = { id: 1, slug: "new-york-yankees" };
  const senators = { id: 2, slug: "minnesota-twins" };
  it.each([
    ["0", "mlb-1927-09-30-minnesota-twins-at-new-york-yankees"],
    ["1", "mlb-1927-09-30-minnesota-twins-at-new-york-yankees"],
    ["2", "mlb-1927-09-30-minnesota-twins-at-new-york-yankees-2"],
    ["B", "mlb-1927-09-30-minnesota-twins-at-new-york-yankees-2"],
  ])("game number %s → %s", (number, slug) => {
    expect(gameSlug({ game: { ...parsed(YANKEES_1927), number }, year: 1927, home: yankees, away: senators })).toBe(slug);
  });

  it.each([
    ["WS", { file: "glws", label: "World Series", numbered: true }],
    ["ALCS", { file: "gllc", label: "ALCS", numbered: true }],
    ["NLDS2", { file: "gldv", label: "NLDS", numbered: true }],
    ["AEDIV", { file: "gldv", label: "ALDS", numbered: true }],
    ["NWDIV", { file: "gldv", label: "NLDS", numbered: true }],
    ["ALWC", { file: "glwc", label: "AL Wild Card Game", numbered: false }],
    ["NLWC3", { file: "glwc", label: "NL Wild Card Series", numbered: true }],
    ["NWS", undefined],
    ["NLP1", undefined],
  ])("round %s", (code, round) => {
    expect(roundOf(code)).toEqual(round);
  });

  it("numbers a series' games by date, then by game number", () => {
    const games = [
      { seriesId: 1, date: "1912-10-16", number: "0" },
      { seriesId: 1, date: "1912-10-08", number: "0" },
      { seriesId: 2, date: "1912-10-08", number: "2" },
      { seriesId: 2, date: "1912-10-08", number: "1" },
    ];
    const numbers = numberGames(games);
    expect(games.map((game) => numbers.get(game))).toEqual([2, 1, 2, 1]);
  });
});
