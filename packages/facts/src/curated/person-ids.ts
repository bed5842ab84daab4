// Which curated people (curated/people.ts) are people of an imported dataset: person key → the
// source key the importer gives that person ("lahman:torrejo01"), so the seed creates the person
// with it and the import updates that one person instead of adding a second. Checked against the
// datasets by people.test.ts, which also fails when a title the datasets cover lacks its entry.
import type { PersonKey } from "./people";

/**
 * What the datasets themselves show (test/people-evidence.ts): the manager, coach, World Series MVP or
 * Conn Smythe winner of that title in the dataset's own records; for a title after the data, the
 * one person of the name active in that role in its last seasons; or a college Most Outstanding
 * Player of the same name who was in college that year or reached the majors or the NHL at the
 * right age soon after. Written out from that evidence; the comment names the titles it rests on.
 */
const FROM_EVIDENCE: Record<PersonKey, string> = {
  "baseball|A. J. Hinch": "lahman:hinchaj01", // world-series 2017 coach
  "baseball|Adam Plutko": "lahman:plutkad01", // mens-college-world-series 2013 mvp
  "baseball|Adley Rutschman": "lahman:rutscad01", // mens-college-world-series 2018 mvp
  "baseball|Alan Trammell": "lahman:trammal01", // world-series 1984 mvp
  "baseball|Alex Cora": "lahman:coraal01", // world-series 2018 coach
  "baseball|Alex Faedo": "lahman:faedoal01", // mens-college-world-series 2017 mvp
  "baseball|Alvin Dark": "lahman:darkal01", // world-series 1974 coach
  "baseball|Ben Zobrist": "lahman:zobribe01", // world-series 2016 mvp
  "baseball|Bill Carrigan": "lahman:carribi02", // world-series 1916 coach, 1915 coach
  "baseball|Bill McKechnie": "lahman:mckecbi01", // world-series 1940 coach, 1925 coach
  "baseball|Bill Terry": "lahman:terrybi01", // world-series 1933 coach
  "baseball|Billy Martin": "lahman:martibi02", // world-series 1977 coach
  "baseball|Billy Southworth": "lahman:southbi01", // world-series 1944 coach, 1942 coach
  "baseball|Bob Brenly": "lahman:brenlbo01", // world-series 2001 coach
  "baseball|Bob Garibaldi": "lahman:garibbo01", // mens-college-world-series 1962 mvp (in college that year)
  "baseball|Bob Gibson": "lahman:gibsobo01", // world-series 1967 mvp, 1964 mvp
  "baseball|Bob Horner": "lahman:hornebo01", // mens-college-world-series 1977 mvp (in college that year)
  "baseball|Bob Lemon": "lahman:lemonbo01", // world-series 1978 coach
  "baseball|Bob Turley": "lahman:turlebo01", // world-series 1958 mvp
  "baseball|Bobby Cox": "lahman:coxbo01", // world-series 1995 coach
  "baseball|Bobby Richardson": "lahman:richabo01", // world-series 1960 mvp
  "baseball|Brandon Larson": "lahman:larsobr01", // mens-college-world-series 1997 mvp (in college that year)
  "baseball|Bret Saberhagen": "lahman:saberbr01", // world-series 1985 mvp
  "baseball|Brian Snitker": "lahman:snitkbr99", // world-series 2021 coach
  "baseball|Brooks Robinson": "lahman:robinbr01", // world-series 1970 mvp
  "baseball|Bruce Bochy": "lahman:bochybr01", // world-series 2023 coach, 2014 coach, 2012 coach, 2010 coach
  "baseball|Bucky Dent": "lahman:dentbu01", // world-series 1978 mvp
  "baseball|Bucky Harris": "lahman:harribu01", // world-series 1947 coach, 1924 coach
  "baseball|Cal Emery": "lahman:emeryca01", // mens-college-world-series 1957 mvp (in college that year)
  "baseball|Calvin Schiraldi": "lahman:schirca01", // mens-college-world-series 1983 mvp (in college that year)
  "baseball|Casey Stengel": "lahman:stengca01", // world-series 1958 coach, 1956 coach, 1953 coach, 1952 coach, 1951 coach, 1950 coach, 1949 coach
  "baseball|Charlie Manuel": "lahman:manuech01", // world-series 2008 coach
  "baseball|Charlton Jimerson": "lahman:jimerch01", // mens-college-world-series 2001 mvp (in college that year)
  "baseball|Chuck Tanner": "lahman:tannech01", // world-series 1979 coach
  "baseball|Cito Gaston": "lahman:gastoci01", // world-series 1993 coach, 1992 coach
  "baseball|Cole Hamels": "lahman:hamelco01", // world-series 2008 mvp
  "baseball|Connie Mack": "lahman:mackco01", // world-series 1930 coach, 1929 coach, 1913 coach, 1911 coach, 1910 coach
  "baseball|Corey Seager": "lahman:seageco01", // world-series 2023 mvp, 2020 mvp
  "baseball|Curt Schilling": "lahman:schilcu01", // world-series 2001 mvp
  "baseball|Dallas Green": "lahman:greenda02", // world-series 1980 coach
  "baseball|Danny Murtaugh": "lahman:murtada01", // world-series 1971 coach, 1960 coach
  "baseball|Dansby Swanson": "lahman:swansda01", // mens-college-world-series 2014 mvp
  "baseball|Darrell Porter": "lahman:porteda02", // world-series 1982 mvp
  "baseball|Dave Martinez": "lahman:martida01", // world-series 2019 coach
  "baseball|Dave Roberts": "lahman:roberda07", // world-series 2025 coach, 2024 coach, 2020 coach
  "baseball|Dave Stewart": "lahman:stewada01", // world-series 1989 mvp
  "baseball|Dave Winfield": "lahman:winfida01", // mens-college-world-series 1973 mvp (in college that year)
  "baseball|Davey Johnson": "lahman:johnsda02", // world-series 1986 coach
  "baseball|David Eckstein": "lahman:eckstda01", // world-series 2006 mvp
  "baseball|David Freese": "lahman:freesda01", // world-series 2011 mvp
  "baseball|David Ortiz": "lahman:ortizda01", // world-series 2013 mvp
  "baseball|Derek Jeter": "lahman:jeterde01", // world-series 2000 mvp
  "baseball|Dick Howser": "lahman:howsedi01", // world-series 1985 coach
  "baseball|Dick Williams": "lahman:willidi02", // world-series 1973 coach, 1972 coach
  "baseball|Don Larsen": "lahman:larsedo01", // world-series 1956 mvp
  "baseball|Donn Clendenon": "lahman:clenddo01", // world-series 1969 mvp
  "baseball|Dusty Baker": "lahman:bakerdu01", // world-series 2022 coach
  "baseball|Earl Weaver": "lahman:weaveea99", // world-series 1970 coach
  "baseball|Ed Barrow": "lahman:barroed99", // world-series 1918 coach
  "baseball|Eddie Dyer": "lahman:dyered01", // world-series 1946 coach
  "baseball|Fielder Jones": "lahman:jonesfi01", // world-series 1906 coach
  "baseball|Frank Chance": "lahman:chancfr01", // world-series 1908 coach, 1907 coach
  "baseball|Frank Robinson": "lahman:robinfr02", // world-series 1966 mvp
  "baseball|Frank Viola": "lahman:violafr01", // world-series 1987 mvp
  "baseball|Frankie Frisch": "lahman:friscfr01", // world-series 1934 coach
  "baseball|Fred Clarke": "lahman:clarkfr01", // world-series 1909 coach
  "baseball|Fred Haney": "lahman:haneyfr01", // world-series 1957 coach
  "baseball|Freddie Freeman": "lahman:freemfr01", // world-series 2024 mvp
  "baseball|Gabby Street": "lahman:streega01", // world-series 1931 coach
  "baseball|Gene Tenace": "lahman:tenacge01", // world-series 1972 mvp
  "baseball|George Springer": "lahman:springe01", // world-series 2017 mvp
  "baseball|George Stallings": "lahman:stallge01", // world-series 1914 coach
  "baseball|Gil Hodges": "lahman:hodgegi01", // world-series 1969 coach
  "baseball|Greg Brummett": "lahman:brummgr01", // mens-college-world-series 1989 mvp (in college that year)
  "baseball|Hank Bauer": "lahman:bauerha01", // world-series 1966 coach
  "baseball|Hideki Matsui": "lahman:matsuhi01", // world-series 2009 mvp
  "baseball|Huston Street": "lahman:streehu01", // mens-college-world-series 2002 mvp (in college that year)
  "baseball|Jack McKeon": "lahman:mckeoja99", // world-series 2003 coach
  "baseball|Jack Morris": "lahman:morrija02", // world-series 1991 mvp
  "baseball|Jake Stahl": "lahman:stahlja01", // world-series 1912 coach
  "baseball|Jason Windsor": "lahman:windsja01", // mens-college-world-series 2004 mvp (in college that year)
  "baseball|Jeremy Peña": "lahman:penaje02", // world-series 2022 mvp
  "baseball|Jermaine Dye": "lahman:dyeje01", // world-series 2005 mvp
  "baseball|Jerry Tabb": "lahman:tabbje01", // mens-college-world-series 1971 mvp (in college that year)
  "baseball|Jim Leyland": "lahman:leylaji99", // world-series 1997 coach
  "baseball|Jimmy Collins": "lahman:colliji01", // world-series 1903 coach
  "baseball|Joe Altobelli": "lahman:altobjo01", // world-series 1983 coach
  "baseball|Joe Girardi": "lahman:girarjo01", // world-series 2009 coach
  "baseball|Joe Maddon": "lahman:maddojo99", // world-series 2016 coach
  "baseball|Joe McCarthy": "lahman:mccarjo99", // world-series 1943 coach, 1941 coach, 1939 coach, 1938 coach, 1937 coach, 1936 coach, 1932 coach
  "baseball|Joe Torre": "lahman:torrejo01", // world-series 2000 coach, 1999 coach, 1998 coach, 1996 coach
  "baseball|John Farrell": "lahman:farrejo03", // world-series 2013 coach
  "baseball|John Fishel": "lahman:fishejo01", // mens-college-world-series 1984 mvp (in college that year)
  "baseball|John McGraw": "lahman:mcgrajo01", // world-series 1922 coach, 1921 coach, 1905 coach
  "baseball|John Wetteland": "lahman:wettejo01", // world-series 1996 mvp
  "baseball|Johnny Bench": "lahman:benchjo01", // world-series 1976 mvp
  "baseball|Johnny Keane": "lahman:keanejo99", // world-series 1964 coach
  "baseball|Johnny Podres": "lahman:podrejo01", // world-series 1955 mvp
  "baseball|Jorge Soler": "lahman:solerjo01", // world-series 2021 mvp
  "baseball|Josh Beckett": "lahman:beckejo02", // world-series 2003 mvp
  "baseball|Josh Sborz": "lahman:sborzjo01", // mens-college-world-series 2015 mvp
  "baseball|José Rijo": "lahman:rijojo01", // world-series 1990 mvp
  "baseball|Kumar Rocker": "lahman:rockeku01", // mens-college-world-series 2019 mvp
  "baseball|Larry Sherry": "lahman:sherrla01", // world-series 1959 mvp
  "baseball|Leo Durocher": "lahman:durocle01", // world-series 1954 coach
  "baseball|Lew Burdette": "lahman:burdele01", // world-series 1957 mvp
  "baseball|Liván Hernández": "lahman:hernali01", // world-series 1997 mvp
  "baseball|Lou Boudreau": "lahman:boudrlo01", // world-series 1948 coach
  "baseball|Lou Piniella": "lahman:pinielo01", // world-series 1990 coach
  "baseball|Madison Bumgarner": "lahman:bumgama01", // world-series 2014 mvp
  "baseball|Manny Ramírez": "lahman:ramirma02", // world-series 2004 mvp
  "baseball|Mariano Rivera": "lahman:riverma01", // world-series 1999 mvp
  "baseball|Mark Kotsay": "lahman:kotsama01", // mens-college-world-series 1995 mvp (in college that year)
  "baseball|Marshall McDougall": "lahman:mcdouma01", // mens-college-world-series 1999 mvp (in college that year)
  "baseball|Mayo Smith": "lahman:smithma01", // world-series 1968 coach
  "baseball|Mickey Cochrane": "lahman:cochrmi01", // world-series 1935 coach
  "baseball|Mickey Lolich": "lahman:lolicmi01", // world-series 1968 mvp
  "baseball|Mike Lowell": "lahman:lowelmi01", // world-series 2007 mvp
  "baseball|Mike Schmidt": "lahman:schmimi01", // world-series 1980 mvp
  "baseball|Mike Scioscia": "lahman:sciosmi01", // world-series 2002 coach
  "baseball|Miller Huggins": "lahman:huggimi01", // world-series 1928 coach, 1927 coach, 1923 coach
  "baseball|Ned Yost": "lahman:yostne01", // world-series 2015 coach
  "baseball|Orel Hershiser": "lahman:hershor01", // world-series 1988 mvp
  "baseball|Ozzie Guillén": "lahman:guilloz01", // world-series 2005 coach
  "baseball|Pablo Sandoval": "lahman:sandopa01", // world-series 2012 mvp
  "baseball|Pants Rowland": "lahman:rowlapa99", // world-series 1917 coach
  "baseball|Pat Borders": "lahman:bordepa01", // world-series 1992 mvp
  "baseball|Pat Burrell": "lahman:burrepa01", // mens-college-world-series 1996 mvp (in college that year)
  "baseball|Pat Moran": "lahman:moranpa01", // world-series 1919 coach
  "baseball|Paul Carey": "lahman:careypa01", // mens-college-world-series 1987 mvp (in college that year)
  "baseball|Paul Molitor": "lahman:molitpa01", // world-series 1993 mvp
  "baseball|Paul Skenes": "lahman:skenepa01", // mens-college-world-series 2023 mvp
  "baseball|Pedro Guerrero": "lahman:guerrpe01", // world-series 1981 mvp
  "baseball|Pete Rose": "lahman:rosepe01", // world-series 1975 mvp
  "baseball|Phil Nevin": "lahman:nevinph01", // mens-college-world-series 1992 mvp (in college that year)
  "baseball|Ralph Houk": "lahman:houkra01", // world-series 1962 coach, 1961 coach
  "baseball|Ralph Terry": "lahman:terryra01", // world-series 1962 mvp
  "baseball|Randy Johnson": "lahman:johnsra05", // world-series 2001 mvp
  "baseball|Ray Knight": "lahman:knighra01", // world-series 1986 mvp
  "baseball|Red Schoendienst": "lahman:schoere01", // world-series 1967 coach
  "baseball|Reggie Jackson": "lahman:jacksre01", // world-series 1977 mvp, 1973 mvp
  "baseball|Rick Dempsey": "lahman:dempsri01", // world-series 1983 mvp
  "baseball|Roberto Clemente": "lahman:clemero01", // world-series 1971 mvp
  "baseball|Rogers Hornsby": "lahman:hornsro01", // world-series 1926 coach
  "baseball|Rollie Fingers": "lahman:fingero01", // world-series 1974 mvp
  "baseball|Ron Cey": "lahman:ceyro01", // world-series 1981 mvp
  "baseball|Sal Bando": "lahman:bandosa01", // mens-college-world-series 1965 mvp (in college that year)
  "baseball|Salvador Pérez": "lahman:perezsa02", // world-series 2015 mvp
  "baseball|Sandy Koufax": "lahman:koufasa01", // world-series 1965 mvp, 1963 mvp
  "baseball|Scott Brosius": "lahman:brosisc01", // world-series 1998 mvp
  "baseball|Sparky Anderson": "lahman:andersp01", // world-series 1984 coach, 1976 coach, 1975 coach
  "baseball|Stephen Strasburg": "lahman:strasst01", // world-series 2019 mvp
  "baseball|Steve Arlin": "lahman:arlinst01", // mens-college-world-series 1966 mvp (in college that year)
  "baseball|Steve O'Neill": "lahman:oneilst01", // world-series 1945 coach
  "baseball|Steve Pearce": "lahman:pearcst01", // world-series 2018 mvp
  "baseball|Steve Yeager": "lahman:yeagest01", // world-series 1981 mvp
  "baseball|Terry Francona": "lahman:francte01", // world-series 2007 coach, 2004 coach; mens-college-world-series 1980 mvp (in college that year)
  "baseball|Todd Walker": "lahman:walketo04", // mens-college-world-series 1993 mvp (in college that year)
  "baseball|Tom Borland": "lahman:borlato01", // mens-college-world-series 1955 mvp (in college that year)
  "baseball|Tom Glavine": "lahman:glavito02", // world-series 1995 mvp
  "baseball|Tom Hamilton": "lahman:hamilto01", // mens-college-world-series 1949 mvp (in college that year)
  "baseball|Tom Kelly": "lahman:kellyto01", // world-series 1991 coach, 1987 coach
  "baseball|Tom Yewcic": "lahman:yewcito01", // mens-college-world-series 1954 mvp (in college that year)
  "baseball|Tommy Lasorda": "lahman:lasorto01", // world-series 1988 coach, 1981 coach
  "baseball|Tony La Russa": "lahman:larusto01", // world-series 2011 coach, 2006 coach, 1989 coach
  "baseball|Trey Hodges": "lahman:hodgetr01", // mens-college-world-series 2000 mvp (in college that year)
  "baseball|Tris Speaker": "lahman:speaktr01", // world-series 1920 coach
  "baseball|Troy Glaus": "lahman:glaustr01", // world-series 2002 mvp
  "baseball|Walter Alston": "lahman:alstowa01", // world-series 1965 coach, 1963 coach, 1959 coach, 1955 coach
  "baseball|Whitey Ford": "lahman:fordwh01", // world-series 1961 mvp
  "baseball|Whitey Herzog": "lahman:herzowh01", // world-series 1982 coach
  "baseball|Willie Stargell": "lahman:stargwi01", // world-series 1979 mvp
  "baseball|Édgar Rentería": "lahman:renteed01", // world-series 2010 mvp
  "hockey|Adam Berkhoel": "hockey-databank:berkhad01", // frozen-four 2003 mvp
  "hockey|Al Arbour": "hockey-databank:arboual01", // stanley-cup-final 1982 coach, 1981 coach, 1980 coach, 1979 coach
  "hockey|Al MacInnis": "hockey-databank:macinal01", // stanley-cup-final 1988 mvp
  "hockey|Al MacNeil": "hockey-databank:macneal01", // stanley-cup-final 1970 coach
  "hockey|Alexander Ovechkin": "hockey-databank:ovechal01", // stanley-cup-final 2017 mvp
  "hockey|Alfie Michaud": "hockey-databank:michaal01", // frozen-four 1998 mvp
  "hockey|Andrei Vasilevskiy": "hockey-databank:vasilan02", // stanley-cup-final 2020 mvp (after the data)
  "hockey|Andrew Miller": "hockey-databank:millean01", // frozen-four 2012 mvp
  "hockey|Art Ross": "hockey-databank:rossar01", // stanley-cup-final 1938 coach
  "hockey|Barry Trotz": "hockey-databank:trotzba01c", // stanley-cup-final 2017 coach
  "hockey|Bernie Parent": "hockey-databank:parenbe01", // stanley-cup-final 1974 mvp, 1973 mvp
  "hockey|Bill Ranford": "hockey-databank:ranfobi01", // stanley-cup-final 1989 mvp
  "hockey|Bill Stewart": "hockey-databank:stewabi02c", // stanley-cup-final 1937 coach
  "hockey|Billy Smith": "hockey-databank:smithbi01", // stanley-cup-final 1982 mvp
  "hockey|Bob Gainey": "hockey-databank:gainebo01", // stanley-cup-final 1978 mvp
  "hockey|Bob Hartley": "hockey-databank:hartlbo01c", // stanley-cup-final 2000 coach
  "hockey|Bob Johnson": "hockey-databank:johnsbo02c", // stanley-cup-final 1990 coach
  "hockey|Bobby Orr": "hockey-databank:orrbo01", // stanley-cup-final 1971 mvp, 1969 mvp
  "hockey|Brad Richards": "hockey-databank:richabr01", // stanley-cup-final 2003 mvp
  "hockey|Brendan Morrison": "hockey-databank:morribr01", // frozen-four 1995 mvp
  "hockey|Brian Leetch": "hockey-databank:leetcbr01", // stanley-cup-final 1993 mvp
  "hockey|Bruce Cassidy": "hockey-databank:cassibr01", // stanley-cup-final 2022 coach (after the data)
  "hockey|Bruce Hoffort": "hockey-databank:hoffobr01", // frozen-four 1987 mvp
  "hockey|Bryan Trottier": "hockey-databank:trottbr01", // stanley-cup-final 1979 mvp
  "hockey|Butch Goring": "hockey-databank:gorinbu01", // stanley-cup-final 1980 mvp
  "hockey|Cam Atkinson": "hockey-databank:atkinca01", // frozen-four 2009 mvp
  "hockey|Cam Ward": "hockey-databank:wardca01", // stanley-cup-final 2005 mvp
  "hockey|Cecil Hart": "hockey-databank:hartce01c", // stanley-cup-final 1930 coach, 1929 coach
  "hockey|Chris O'Sullivan": "hockey-databank:osullch01", // frozen-four 1994 mvp
  "hockey|Chris Tancill": "hockey-databank:tancich01", // frozen-four 1989 mvp
  "hockey|Chris Terreri": "hockey-databank:terrech01", // frozen-four 1984 mvp
  "hockey|Chuck Kobasew": "hockey-databank:kobasch01", // frozen-four 2000 mvp
  "hockey|Claude Julien": "hockey-databank:juliecl01", // stanley-cup-final 2010 coach
  "hockey|Claude Lemieux": "hockey-databank:lemiecl01", // stanley-cup-final 1994 mvp
  "hockey|Claude Ruel": "hockey-databank:ruelcl01c", // stanley-cup-final 1968 coach
  "hockey|Colby Cohen": "hockey-databank:cohenco01", // frozen-four 2008 mvp
  "hockey|Connor McDavid": "hockey-databank:mcdavco01", // stanley-cup-final 2023 mvp (after the data)
  "hockey|Cooney Weiland": "hockey-databank:weilaco01", // stanley-cup-final 1940 coach
  "hockey|Craig Berube": "hockey-databank:berubcr01", // stanley-cup-final 2018 coach (after the data)
  "hockey|Cy Denneny": "hockey-databank:dennecy01", // stanley-cup-final 1928 coach
  "hockey|Dan Bylsma": "hockey-databank:bylsmda01", // stanley-cup-final 2008 coach
  "hockey|Darryl Sutter": "hockey-databank:sutteda01", // stanley-cup-final 2013 coach, 2011 coach
  "hockey|Dave Gill": "hockey-databank:gillda01c", // stanley-cup-final 1926 coach
  "hockey|Dave Keon": "hockey-databank:keonda01", // stanley-cup-final 1966 mvp
  "hockey|Dean Talafous": "hockey-databank:talafde01", // frozen-four 1972 mvp
  "hockey|Dick Carroll": "hockey-databank:carrodi01c", // stanley-cup-final 1917 coach
  "hockey|Dick Irvin": "hockey-databank:irvindi01", // stanley-cup-final 1952 coach, 1945 coach, 1943 coach, 1931 coach
  "hockey|Doug Smail": "hockey-databank:smaildo01", // frozen-four 1979 mvp
  "hockey|Drake Caggiula": "hockey-databank:caggidr01", // frozen-four 2015 mvp
  "hockey|Duncan Keith": "hockey-databank:keithdu01", // stanley-cup-final 2014 mvp
  "hockey|Eddie Gerard": "hockey-databank:gerared01", // stanley-cup-final 1925 coach
  "hockey|Evgeni Malkin": "hockey-databank:malkiev01", // stanley-cup-final 2008 mvp
  "hockey|Frank Boucher": "hockey-databank:bouchfr01", // stanley-cup-final 1939 coach
  "hockey|Fred Shero": "hockey-databank:sherofr01", // stanley-cup-final 1974 coach, 1973 coach
  "hockey|George O'Donoghue": "hockey-databank:odonoge01c", // stanley-cup-final 1921 coach
  "hockey|Glen Sather": "hockey-databank:sathegl01", // stanley-cup-final 1987 coach, 1986 coach, 1984 coach, 1983 coach
  "hockey|Glenn Hall": "hockey-databank:hallgl01", // stanley-cup-final 1967 mvp
  "hockey|Guy Lafleur": "hockey-databank:laflegu01", // stanley-cup-final 1976 mvp
  "hockey|Hap Day": "hockey-databank:dayha01", // stanley-cup-final 1948 coach, 1947 coach, 1946 coach, 1944 coach, 1941 coach
  "hockey|Harry Sinden": "hockey-databank:sindeha01c", // stanley-cup-final 1969 coach
  "hockey|Henrik Zetterberg": "hockey-databank:zettehe01", // stanley-cup-final 2007 mvp
  "hockey|Jack Adams": "hockey-databank:adamsja01", // stanley-cup-final 1942 coach, 1936 coach, 1935 coach
  "hockey|Jack O'Callahan": "hockey-databank:ocallja01", // frozen-four 1977 mvp
  "hockey|Jacques Demers": "hockey-databank:demerja01c", // stanley-cup-final 1992 coach
  "hockey|Jacques Lemaire": "hockey-databank:lemaija01", // stanley-cup-final 1994 coach
  "hockey|Jean Béliveau": "hockey-databank:belivje01", // stanley-cup-final 1964 mvp
  "hockey|Jean Perron": "hockey-databank:perroje01c", // stanley-cup-final 1985 coach
  "hockey|Jean-Sébastien Giguère": "hockey-databank:gigueje01", // stanley-cup-final 2002 mvp
  "hockey|Jim Montgomery": "hockey-databank:montgji01", // frozen-four 1992 mvp
  "hockey|Jimmy Skinner": "hockey-databank:skinnji01c", // stanley-cup-final 1954 coach
  "hockey|Joe Nieuwendyk": "hockey-databank:nieuwjo01", // stanley-cup-final 1998 mvp
  "hockey|Joe Primeau": "hockey-databank:primejo01", // stanley-cup-final 1950 coach
  "hockey|Joe Sakic": "hockey-databank:sakicjo01", // stanley-cup-final 1995 mvp
  "hockey|Joel Quenneville": "hockey-databank:quennjo01", // stanley-cup-final 2014 coach, 2012 coach, 2009 coach
  "hockey|John Muckler": "hockey-databank:muckljo01c", // stanley-cup-final 1989 coach
  "hockey|John Tortorella": "hockey-databank:tortojo01c", // stanley-cup-final 2003 coach
  "hockey|Jon Cooper": "hockey-databank:coopejo02c", // stanley-cup-final 2020 coach (after the data), 2019 coach (after the data)
  "hockey|Jon Gillies": "hockey-databank:gillijo01", // frozen-four 2014 mvp
  "hockey|Jonathan Marchessault": "hockey-databank:marchjo01", // stanley-cup-final 2022 mvp (after the data)
  "hockey|Jonathan Quick": "hockey-databank:quickjo01", // stanley-cup-final 2011 mvp
  "hockey|Jonathan Toews": "hockey-databank:toewsjo01", // stanley-cup-final 2009 mvp
  "hockey|Justin Abdelkader": "hockey-databank:abdelju01", // frozen-four 2006 mvp
  "hockey|Justin Williams": "hockey-databank:williju01", // stanley-cup-final 2013 mvp
  "hockey|Keith Magnuson": "hockey-databank:magnuke01", // frozen-four 1968 mvp
  "hockey|Ken Dryden": "hockey-databank:drydeke01", // stanley-cup-final 1970 mvp
  "hockey|Ken Hitchcock": "hockey-databank:hitchke01c", // stanley-cup-final 1998 coach
  "hockey|Larry Robinson": "hockey-databank:robinla01", // stanley-cup-final 1999 coach, 1977 mvp
  "hockey|Lee Goren": "hockey-databank:gorenle01", // frozen-four 1999 mvp
  "hockey|Leo Dandurand": "hockey-databank:dandule01c", // stanley-cup-final 1923 coach
  "hockey|Lester Patrick": "hockey-databank:patrile01", // stanley-cup-final 1932 coach, 1927 coach
  "hockey|Lou Angotti": "hockey-databank:angotlo01", // frozen-four 1961 mvp, 1959 mvp
  "hockey|Marc Behrend": "hockey-databank:behrema01", // frozen-four 1982 mvp, 1980 mvp
  "hockey|Marc Crawford": "hockey-databank:crawfma01", // stanley-cup-final 1995 coach
  "hockey|Mario Lemieux": "hockey-databank:lemiema01", // stanley-cup-final 1991 mvp, 1990 mvp
  "hockey|Mark Messier": "hockey-databank:messima01", // stanley-cup-final 1983 mvp
  "hockey|Marty Turco": "hockey-databank:turcoma01", // frozen-four 1997 mvp
  "hockey|Matt Henderson": "hockey-databank:hendema01", // frozen-four 1996 mvp
  "hockey|Mike Babcock": "hockey-databank:babcomi01c", // stanley-cup-final 2007 coach
  "hockey|Mike Bossy": "hockey-databank:bossymi01", // stanley-cup-final 1981 mvp
  "hockey|Mike Donnelly": "hockey-databank:donnemi01", // frozen-four 1985 mvp
  "hockey|Mike Keenan": "hockey-databank:keenami01c", // stanley-cup-final 1993 coach
  "hockey|Mike Sullivan": "hockey-databank:sullimi01", // stanley-cup-final 2016 coach, 2015 coach
  "hockey|Mike Vernon": "hockey-databank:vernomi01", // stanley-cup-final 1996 mvp
  "hockey|Nathan Gerbe": "hockey-databank:gerbena01", // frozen-four 2007 mvp
  "hockey|Nicklas Lidström": "hockey-databank:lidstni01", // stanley-cup-final 2001 mvp
  "hockey|Pat Burns": "hockey-databank:burnspa01c", // stanley-cup-final 2002 coach
  "hockey|Patrick Kane": "hockey-databank:kanepa01", // stanley-cup-final 2012 mvp
  "hockey|Patrick Roy": "hockey-databank:roypa01", // stanley-cup-final 2000 mvp, 1992 mvp, 1985 mvp
  "hockey|Paul Maurice": "hockey-databank:mauripa01c", // stanley-cup-final 2024 coach (after the data), 2023 coach (after the data)
  "hockey|Pete Green": "hockey-databank:greenpe01c", // stanley-cup-final 1922 coach, 1920 coach, 1919 coach
  "hockey|Peter Laviolette": "hockey-databank:laviope01", // stanley-cup-final 2005 coach
  "hockey|Peter Mannino": "hockey-databank:mannipe01", // frozen-four 2004 mvp
  "hockey|Phil Sykes": "hockey-databank:sykesph01", // frozen-four 1981 mvp
  "hockey|Punch Imlach": "hockey-databank:imlacpu01c", // stanley-cup-final 1966 coach, 1963 coach, 1962 coach, 1961 coach
  "hockey|Randy Carlyle": "hockey-databank:carlyra01", // stanley-cup-final 2006 coach
  "hockey|Reggie Leach": "hockey-databank:leachre01", // stanley-cup-final 1975 mvp
  "hockey|Robbie Earl": "hockey-databank:earlro01", // frozen-four 2005 mvp
  "hockey|Roger Crozier": "hockey-databank:croziro01", // stanley-cup-final 1965 mvp
  "hockey|Ron Hextall": "hockey-databank:hextaro01", // stanley-cup-final 1986 mvp
  "hockey|Rudy Pilous": "hockey-databank:pilouru01c", // stanley-cup-final 1960 coach
  "hockey|Ryan O'Reilly": "hockey-databank:oreilry01", // stanley-cup-final 2018 mvp (after the data)
  "hockey|Sam Bennett": "hockey-databank:bennesa01", // stanley-cup-final 2024 mvp (after the data)
  "hockey|Scott Niedermayer": "hockey-databank:niedesc01", // stanley-cup-final 2006 mvp
  "hockey|Scott Stevens": "hockey-databank:stevesc01", // stanley-cup-final 1999 mvp
  "hockey|Scotty Bowman": "hockey-databank:bowmasc01c", // stanley-cup-final 2001 coach, 1997 coach, 1996 coach, 1991 coach, 1978 coach, 1977 coach, 1976 coach, 1975 coach, 1972 coach
  "hockey|Serge Savard": "hockey-databank:savarse01", // stanley-cup-final 1968 mvp
  "hockey|Shayne Gostisbehere": "hockey-databank:gostish01", // frozen-four 2013 mvp
  "hockey|Sidney Crosby": "hockey-databank:crosbsi01", // stanley-cup-final 2016 mvp, 2015 mvp
  "hockey|Steve Janaszak": "hockey-databank:janasst01", // frozen-four 1978 mvp
  "hockey|Steve Yzerman": "hockey-databank:yzermst01", // stanley-cup-final 1997 mvp
  "hockey|Ted Donato": "hockey-databank:donatte01", // frozen-four 1988 mvp
  "hockey|Terry Crisp": "hockey-databank:crispte01", // stanley-cup-final 1988 coach
  "hockey|Thomas Vanek": "hockey-databank:vanekth01", // frozen-four 2002 mvp
  "hockey|Tim Thomas": "hockey-databank:thomati01", // stanley-cup-final 2010 mvp
  "hockey|Toe Blake": "hockey-databank:blaketo01", // stanley-cup-final 1967 coach, 1965 coach, 1964 coach, 1959 coach, 1958 coach, 1957 coach, 1956 coach, 1955 coach
  "hockey|Tom Johnson": "hockey-databank:johnsto01", // stanley-cup-final 1971 coach
  "hockey|Tommy Gorman": "hockey-databank:gormato01c", // stanley-cup-final 1934 coach, 1933 coach
  "hockey|Tommy Ivan": "hockey-databank:ivanto01c", // stanley-cup-final 1953 coach, 1951 coach, 1949 coach
  "hockey|Tony Hrkac": "hockey-databank:hrkacto01", // frozen-four 1986 mvp
  "hockey|Victor Hedman": "hockey-databank:hedmavi01", // stanley-cup-final 2019 mvp (after the data)
  "hockey|Wayne Gretzky": "hockey-databank:gretzwa01", // stanley-cup-final 1987 mvp, 1984 mvp
  "hockey|Yvan Cournoyer": "hockey-databank:cournyv01", // stanley-cup-final 1972 mvp
};

/**
 * College coaches (and one player) the rules above cannot match — the datasets record their
 * playing days, not their coaching — whom we know to be these dataset people. Each is checked
 * for dates that fit (born at least 25 years before the first title, the playing career over
 * before it; for the player, the NHL debut after the title).
 */
const KNOWN: Record<PersonKey, { id: string; why: string }> = {
  "baseball|Rod Dedeaux": { id: "lahman:dedearo01", why: "USC's coach 1942-86; played at USC (CollegePlaying) and two games for Brooklyn in 1935." },
  "baseball|Marty Karow": { id: "lahman:karowma01", why: "Ohio State's coach; played at Ohio State (CollegePlaying) and for the 1927 Red Sox." },
  "baseball|Don Lund": { id: "lahman:lunddo01", why: "Michigan's coach; played at Michigan (CollegePlaying) and in the majors 1945-54." },
  "baseball|Bibb Falk": { id: "lahman:falkbi01", why: "Texas's coach; played at Texas (CollegePlaying) and in the majors 1920-31." },
  "baseball|Jack Barry": { id: "lahman:barryja01", why: "Holy Cross's coach; played at Holy Cross (CollegePlaying), then shortstop of the Athletics' $100,000 infield." },
  "baseball|Jerry Kindall": { id: "lahman:kindaje01", why: "Arizona's coach; infielder for the Cubs, Indians and Twins 1956-65." },
  "baseball|Bobby Winkles": { id: "lahman:winklbo99", why: "Arizona State's coach until 1971, then manager of the Angels and the Athletics." },
  "baseball|Dick Siebert": { id: "lahman:siebedi01", why: "Minnesota's coach; first baseman of the Athletics 1938-45." },
  "baseball|Ray Fisher": { id: "lahman:fishera01", why: "Michigan's coach 1921-58; pitcher for the Yankees and Reds 1910-20." },
  "baseball|Wayne Graham": { id: "lahman:grahawa01", why: "Rice's coach; played at Texas (CollegePlaying) and for the Phillies and Mets 1963-64." },
  "hockey|Herb Brooks": { id: "hockey-databank:brookhe01c", why: "Minnesota's coach 1972-79, later coach of the Rangers, North Stars, Devils and Penguins." },
  "hockey|Red Berenson": { id: "hockey-databank:berenre01", why: "Michigan's coach 1984-2017; NHL centre 1961-78 and coach of the Blues." },
  "hockey|Ned Harkness": { id: "hockey-databank:harknne01c", why: "RPI's and Cornell's coach, then coach of the Detroit Red Wings in 1970-71." },
  "hockey|Scott Sandelin": { id: "hockey-databank:sandesc01", why: "Minnesota Duluth's coach; defenceman for Montreal, Philadelphia and Minnesota 1986-92." },
  "hockey|Mike Eaves": { id: "hockey-databank:eavesmi01", why: "Wisconsin's coach; centre for the North Stars and Flames 1978-86." },
  "hockey|Brad Berry": { id: "hockey-databank:berrybr01", why: "North Dakota's coach; defenceman for Winnipeg and Minnesota 1985-94." },
  "hockey|Murray Armstrong": { id: "hockey-databank:armstmu01", why: "Denver's coach 1956-77; centre for Toronto, the Americans and Detroit 1937-46." },
  "hockey|Vic Heyliger": { id: "hockey-databank:heylivi01", why: "Michigan's coach 1944-57; centre for the Black Hawks in 1937-38 and 1943-44." },
  "hockey|Bill Masterton": { id: "hockey-databank:mastebi01", why: "Denver's 1961 Most Outstanding Player reached the NHL only with the 1967 expansion (Minnesota North Stars), past the six-season window." },
};

export const KNOWN_PERSON_IDS: Readonly<Record<PersonKey, { id: string; why: string }>> = KNOWN;
export const EVIDENCE_PERSON_IDS: Readonly<Record<PersonKey, string>> = FROM_EVIDENCE;

/** Person key → the dataset source key the person has. */
export const PERSON_IDS: Readonly<Record<PersonKey, string>> = {
  ...FROM_EVIDENCE,
  ...Object.fromEntries(Object.entries(KNOWN).map(([key, { id }]) => [key, id])),
};

/**
 * People of ours who share their name with a person of a dataset of their sport, and are not
 * merged with them: different people, or the same person for all we know but not shown to be.
 */
export const NOT_MERGED: Readonly<Record<PersonKey, string>> = {
  "baseball|Jim Morris": "Different people: Lahman's Jim Morris (born 1964) pitched for Tampa Bay in 1999 and 2000, while Miami's coach of that name won the 1999 and 2001 College World Series.",
  "hockey|Jeff Jackson": "Different people: the Databank's Jeff Jackson (born 1965) played in the NHL into 1991-92, the season Lake Superior State's coach won his first title.",
  "baseball|Brian O'Connor": "Not shown to be the same: the datasets record no college coaching, and Lahman's Brian O'Connor (born 1977) is not known to be Virginia's coach.",
  "baseball|Dan Smith": "Not shown to be the same: two Lahman Dan Smiths, neither in college in 1982 (CollegePlaying).",
  "hockey|Rick Bennett": "Not shown to be the same: the Databank records no college career or coaching for its Rick Bennett (NHL 1989-91).",
};
