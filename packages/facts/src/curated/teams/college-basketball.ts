// College basketball programs that appear as a champion or runner-up of the NCAA men's
// tournament (1939–2025). City is the school as commonly written, name the current nickname;
// conference is the 2024-25 one. Stadium is the current home arena where we are certain of its
// name (left null where it was renamed recently or we are unsure). foundedYear is not tracked.
//
// Schools that played under another name in a final keep their current identity here; the
// champion entries say so in their notes (Oklahoma A&M = Oklahoma State, Texas Western = UTEP,
// Memphis State = Memphis, Seattle Chieftains = Seattle U Redhawks).
import { teamsOf } from "./helpers";

export const COLLEGE_BASKETBALL_TEAMS = teamsOf("ncaa-d1-mbb", "USA", [
  // The starter set (recent finals).
  ["florida-gators-basketball", "Florida", "Gators", "FLA", "SEC", null, "FL", null, null],
  ["houston-cougars-basketball", "Houston", "Cougars", "HOU", "Big 12", null, "TX", "Fertitta Center", null],
  ["uconn-huskies-basketball", "UConn", "Huskies", "CONN", "Big East", null, "CT", null, null],
  ["purdue-boilermakers-basketball", "Purdue", "Boilermakers", "PUR", "Big Ten", null, "IN", "Mackey Arena", null],
  ["san-diego-state-aztecs-basketball", "San Diego State", "Aztecs", "SDSU", "Mountain West", null, "CA", "Viejas Arena", null],

  // ACC
  ["california-golden-bears-basketball", "California", "Golden Bears", "CAL", "ACC", null, "CA", "Haas Pavilion", null],
  ["duke-blue-devils-basketball", "Duke", "Blue Devils", "DUKE", "ACC", null, "NC", "Cameron Indoor Stadium", null],
  ["florida-state-seminoles-basketball", "Florida State", "Seminoles", "FSU", "ACC", null, "FL", null, null],
  ["georgia-tech-yellow-jackets-basketball", "Georgia Tech", "Yellow Jackets", "GT", "ACC", null, "GA", "McCamish Pavilion", null],
  ["louisville-cardinals-basketball", "Louisville", "Cardinals", "LOU", "ACC", null, "KY", "KFC Yum! Center", null],
  ["nc-state-wolfpack-basketball", "NC State", "Wolfpack", "NCST", "ACC", null, "NC", null, null],
  ["north-carolina-tar-heels-basketball", "North Carolina", "Tar Heels", "UNC", "ACC", null, "NC", "Dean E. Smith Center", null],
  ["stanford-cardinal-basketball", "Stanford", "Cardinal", "STAN", "ACC", null, "CA", "Maples Pavilion", null],
  ["syracuse-orange-basketball", "Syracuse", "Orange", "SYR", "ACC", null, "NY", "JMA Wireless Dome", null],
  ["virginia-cavaliers-basketball", "Virginia", "Cavaliers", "UVA", "ACC", null, "VA", "John Paul Jones Arena", null],

  // Big 12
  ["arizona-wildcats-basketball", "Arizona", "Wildcats", "ARIZ", "Big 12", null, "AZ", "McKale Center", null],
  ["baylor-bears-basketball", "Baylor", "Bears", "BAY", "Big 12", null, "TX", "Foster Pavilion", null],
  ["cincinnati-bearcats-basketball", "Cincinnati", "Bearcats", "CIN", "Big 12", null, "OH", "Fifth Third Arena", null],
  ["kansas-jayhawks-basketball", "Kansas", "Jayhawks", "KU", "Big 12", null, "KS", "Allen Fieldhouse", null],
  ["kansas-state-wildcats-basketball", "Kansas State", "Wildcats", "KSU", "Big 12", null, "KS", "Bramlage Coliseum", null],
  ["oklahoma-state-cowboys-basketball", "Oklahoma State", "Cowboys", "OKST", "Big 12", null, "OK", "Gallagher-Iba Arena", null],
  ["texas-tech-red-raiders-basketball", "Texas Tech", "Red Raiders", "TTU", "Big 12", null, "TX", "United Supermarkets Arena", null],
  ["utah-utes-basketball", "Utah", "Utes", "UTAH", "Big 12", null, "UT", "Jon M. Huntsman Center", null],
  ["west-virginia-mountaineers-basketball", "West Virginia", "Mountaineers", "WVU", "Big 12", null, "WV", null, null],

  // Big East
  ["butler-bulldogs-basketball", "Butler", "Bulldogs", "BUT", "Big East", null, "IN", "Hinkle Fieldhouse", null],
  ["georgetown-hoyas-basketball", "Georgetown", "Hoyas", "GTWN", "Big East", null, "DC", "Capital One Arena", null],
  ["marquette-golden-eagles-basketball", "Marquette", "Golden Eagles", "MARQ", "Big East", null, "WI", "Fiserv Forum", null],
  ["seton-hall-pirates-basketball", "Seton Hall", "Pirates", "SHU", "Big East", null, "NJ", "Prudential Center", null],
  ["st-johns-red-storm-basketball", "St. John's", "Red Storm", "SJU", "Big East", null, "NY", null, null],
  ["villanova-wildcats-basketball", "Villanova", "Wildcats", "VILL", "Big East", null, "PA", "Finneran Pavilion", null],

  // Big Ten
  ["illinois-fighting-illini-basketball", "Illinois", "Fighting Illini", "ILL", "Big Ten", null, "IL", "State Farm Center", null],
  ["indiana-hoosiers-basketball", "Indiana", "Hoosiers", "IND", "Big Ten", null, "IN", "Simon Skjodt Assembly Hall", null],
  ["iowa-hawkeyes-basketball", "Iowa", "Hawkeyes", "IOWA", "Big Ten", null, "IA", "Carver-Hawkeye Arena", null],
  ["maryland-terrapins-basketball", "Maryland", "Terrapins", "MD", "Big Ten", null, "MD", "Xfinity Center", null],
  ["michigan-wolverines-basketball", "Michigan", "Wolverines", "MICH", "Big Ten", null, "MI", "Crisler Center", null],
  ["michigan-state-spartans-basketball", "Michigan State", "Spartans", "MSU", "Big Ten", null, "MI", "Breslin Center", null],
  ["ohio-state-buckeyes-basketball", "Ohio State", "Buckeyes", "OSU", "Big Ten", null, "OH", "Value City Arena", null],
  ["oregon-ducks-basketball", "Oregon", "Ducks", "ORE", "Big Ten", null, "OR", "Matthew Knight Arena", null],
  ["ucla-bruins-basketball", "UCLA", "Bruins", "UCLA", "Big Ten", null, "CA", "Pauley Pavilion", null],
  ["wisconsin-badgers-basketball", "Wisconsin", "Badgers", "WIS", "Big Ten", null, "WI", "Kohl Center", null],

  // SEC
  ["arkansas-razorbacks-basketball", "Arkansas", "Razorbacks", "ARK", "SEC", null, "AR", "Bud Walton Arena", null],
  ["kentucky-wildcats-basketball", "Kentucky", "Wildcats", "UK", "SEC", null, "KY", "Rupp Arena", null],
  ["oklahoma-sooners-basketball", "Oklahoma", "Sooners", "OU", "SEC", null, "OK", "Lloyd Noble Center", null],

  // Other Division I conferences
  ["dayton-flyers-basketball", "Dayton", "Flyers", "DAY", "Atlantic 10", null, "OH", "UD Arena", null],
  ["la-salle-explorers-basketball", "La Salle", "Explorers", "LAS", "Atlantic 10", null, "PA", null, null],
  ["loyola-chicago-ramblers-basketball", "Loyola Chicago", "Ramblers", "LUC", "Atlantic 10", null, "IL", "Joseph J. Gentile Arena", null],
  ["memphis-tigers-basketball", "Memphis", "Tigers", "MEM", "American Athletic", null, "TN", "FedExForum", null],
  ["jacksonville-dolphins-basketball", "Jacksonville", "Dolphins", "JAX", "ASUN", null, "FL", null, null],
  ["utep-miners-basketball", "UTEP", "Miners", "UTEP", "Conference USA", null, "TX", "Don Haskins Center", null],
  ["dartmouth-big-green-basketball", "Dartmouth", "Big Green", "DART", "Ivy League", null, "NH", "Leede Arena", null],
  ["bradley-braves-basketball", "Bradley", "Braves", "BRAD", "Missouri Valley", null, "IL", "Carver Arena", null],
  ["indiana-state-sycamores-basketball", "Indiana State", "Sycamores", "INST", "Missouri Valley", null, "IN", "Hulman Center", null],
  ["unlv-runnin-rebels-basketball", "UNLV", "Runnin' Rebels", "UNLV", "Mountain West", null, "NV", "Thomas & Mack Center", null],
  ["wyoming-cowboys-basketball", "Wyoming", "Cowboys", "WYO", "Mountain West", null, "WY", "Arena-Auditorium", null],
  ["holy-cross-crusaders-basketball", "Holy Cross", "Crusaders", "HC", "Patriot League", null, "MA", null, null],
  ["seattle-u-redhawks-basketball", "Seattle U", "Redhawks", "SEA", "WAC", null, "WA", null, null],
  ["gonzaga-bulldogs-basketball", "Gonzaga", "Bulldogs", "GONZ", "West Coast", null, "WA", "McCarthey Athletic Center", null],
  ["san-francisco-dons-basketball", "San Francisco", "Dons", "USF", "West Coast", null, "CA", null, null],
  ["washington-state-cougars-basketball", "Washington State", "Cougars", "WSU", "West Coast", null, "WA", "Beasley Coliseum", null],

  // No longer in Division I
  ["ccny-beavers-basketball", "CCNY", "Beavers", "CCNY", "CUNYAC", null, "NY", null, null],
  ["nyu-violets-basketball", "NYU", "Violets", "NYU", "UAA", null, "NY", null, null],
]);
