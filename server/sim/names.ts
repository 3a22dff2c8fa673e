/** Fictional-enough names for the simulated world: teams, players, courses, runners, people. */

export const FOOTBALL_LEAGUES = [
  { name: "Premier League", region: "England", teams: ["Arsenal", "Aston Villa", "Brentford", "Brighton", "Chelsea", "Crystal Palace", "Everton", "Fulham", "Liverpool", "Manchester City", "Manchester United", "Newcastle", "Nottingham Forest", "Tottenham", "West Ham", "Wolves"] },
  { name: "Championship", region: "England", teams: ["Leeds", "Burnley", "Sunderland", "Norwich", "Middlesbrough", "Coventry", "Watford", "Stoke", "Hull", "Preston", "Swansea", "Bristol City"] },
  { name: "La Liga", region: "Spain", teams: ["Real Madrid", "Barcelona", "Atletico Madrid", "Sevilla", "Real Sociedad", "Villarreal", "Real Betis", "Valencia", "Athletic Bilbao", "Girona"] },
  { name: "Serie A", region: "Italy", teams: ["Inter", "AC Milan", "Juventus", "Napoli", "Roma", "Lazio", "Atalanta", "Fiorentina", "Bologna", "Torino"] },
  { name: "Bundesliga", region: "Germany", teams: ["Bayern Munich", "Borussia Dortmund", "RB Leipzig", "Bayer Leverkusen", "Stuttgart", "Eintracht Frankfurt", "Freiburg", "Wolfsburg", "Union Berlin", "Mainz"] },
  { name: "Brasileirão", region: "Brazil", teams: ["Flamengo", "Palmeiras", "Corinthians", "São Paulo", "Fluminense", "Grêmio", "Internacional", "Santos", "Botafogo", "Atlético Mineiro"] },
] as const

export const TENNIS_TOURS = [
  { name: "ATP Finals", region: "World", teams: ["J. Sinner", "C. Alcaraz", "N. Djokovic", "A. Zverev", "D. Medvedev", "T. Fritz", "C. Ruud", "A. de Minaur", "H. Rune", "G. Dimitrov"] },
  { name: "WTA Finals", region: "World", teams: ["A. Sabalenka", "I. Swiatek", "C. Gauff", "E. Rybakina", "J. Pegula", "Q. Zheng", "J. Paolini", "E. Navarro", "D. Kasatkina", "M. Keys"] },
  { name: "Challenger Bergamo", region: "Italy", teams: ["L. Darderi", "F. Cobolli", "M. Arnaldi", "L. Sonego", "A. Vavassori", "G. Zeppieri", "S. Travaglia", "F. Passaro"] },
] as const

export const BASKETBALL_LEAGUES = [
  { name: "NBA", region: "USA", teams: ["Boston Celtics", "Denver Nuggets", "LA Lakers", "Golden State Warriors", "Milwaukee Bucks", "Phoenix Suns", "Miami Heat", "New York Knicks", "Dallas Mavericks", "Oklahoma City Thunder"] },
  { name: "EuroLeague", region: "Europe", teams: ["Real Madrid Baloncesto", "Panathinaikos", "Olympiacos", "Fenerbahce", "Barça Basquet", "Anadolu Efes", "Maccabi Tel Aviv", "Monaco"] },
] as const

export const ICE_HOCKEY_LEAGUES = [
  { name: "NHL", region: "North America", teams: ["Toronto Maple Leafs", "Boston Bruins", "Edmonton Oilers", "Florida Panthers", "New York Rangers", "Colorado Avalanche", "Vegas Golden Knights", "Dallas Stars"] },
  { name: "SHL", region: "Sweden", teams: ["Frölunda", "Skellefteå", "Luleå", "Färjestad", "Djurgården", "Rögle"] },
] as const

export const CRICKET_LEAGUES = [
  { name: "Big Bash League", region: "Australia", teams: ["Sydney Sixers", "Perth Scorchers", "Melbourne Stars", "Brisbane Heat", "Adelaide Strikers", "Hobart Hurricanes", "Sydney Thunder", "Melbourne Renegades"] },
  { name: "T20 Internationals", region: "World", teams: ["England", "India", "Australia", "Pakistan", "South Africa", "New Zealand", "West Indies", "Sri Lanka"] },
] as const

export const DARTS_EVENTS = [
  { name: "Grand Slam of Darts", region: "World", teams: ["L. Humphries", "L. Littler", "M. van Gerwen", "M. Smith", "G. Price", "R. Cross", "D. Chisnall", "N. Aspinall", "S. Bunting", "P. Wright"] },
  { name: "Players Championship", region: "UK", teams: ["J. Clayton", "D. van Duijvenbode", "J. Cullen", "G. Anderson", "C. Dobey", "D. Gurney", "J. de Sousa", "R. Smith"] },
] as const

export const ESPORTS_LEAGUES = [
  { name: "CS2 Major", region: "World", teams: ["NAVI", "FaZe", "Vitality", "G2", "Spirit", "MOUZ", "Astralis", "Liquid"] },
  { name: "LoL Worlds", region: "World", teams: ["T1", "Gen.G", "Bilibili Gaming", "Hanwha Life", "Fnatic", "G2 Esports", "Top Esports", "Weibo Gaming"] },
  { name: "Dota 2 The International", region: "World", teams: ["Team Spirit", "Gaimin Gladiators", "Team Liquid", "Tundra", "Xtreme", "BetBoom", "Falcons", "Heroic"] },
] as const

export const GOLF_TOURS = [
  { name: "DP World Tour Championship", region: "UAE" },
  { name: "RSM Classic", region: "USA" },
] as const

export const GOLFERS = [
  "S. Scheffler", "R. McIlroy", "X. Schauffele", "L. Aberg", "C. Morikawa", "J. Rahm", "T. Fleetwood", "V. Hovland", "P. Cantlay", "H. Matsuyama",
  "B. DeChambeau", "W. Clark", "S. Lowry", "T. Hatton", "M. Fitzpatrick", "J. Thomas", "J. Spieth", "R. Fox", "S. Theegala", "C. Young",
  "T. Kim", "S. Im", "M. Homa", "B. Harman", "A. Bhatia", "R. Hojgaard", "N. Hojgaard", "J. Rose", "A. Scott", "C. Conners",
]

export const HORSE_COURSES = ["Ascot", "Cheltenham", "Newbury", "Kempton", "Sandown", "Haydock", "Lingfield", "Wolverhampton", "Doncaster", "Leopardstown", "Punchestown", "Chepstow"]
export const GREYHOUND_TRACKS = ["Romford", "Towcester", "Monmore", "Sheffield", "Hove", "Nottingham", "Perry Barr", "Crayford"]

const HORSE_FIRST = ["Silver", "Golden", "Midnight", "Royal", "Desert", "Storm", "Lucky", "Highland", "Winter", "Copper", "Velvet", "Iron", "Crimson", "Northern", "Wild", "Secret", "Brave", "Noble", "Shadow", "Summer"]
const HORSE_SECOND = ["Arrow", "Dancer", "Legend", "Spirit", "Thunder", "Rose", "Echo", "Comet", "Baron", "Harbour", "Melody", "Falcon", "Jester", "Monarch", "Voyage", "Whisper", "Blaze", "Charm", "Prince", "Tiger"]
const DOG_FIRST = ["Swift", "Droopys", "Ballymac", "Salacres", "Garryglass", "Kilara", "Romeo", "Coolavanny", "Priceless", "Aayamza"]
const DOG_SECOND = ["Bolt", "Flash", "Rocket", "Jet", "Dash", "Blue", "Sizzle", "Nugget", "Pippa", "Ace"]

export const JOCKEYS = ["R. Moore", "W. Buick", "O. Murphy", "T. Marquand", "H. Doyle", "J. Doyle", "D. Tudhope", "R. Havlin", "P. Townend", "H. Cobden", "R. Blackmore", "N. de Boinville"]
export const TRAINERS = ["A. O'Brien", "J. Gosden", "W. Haggas", "C. Appleby", "N. Henderson", "P. Nicholls", "W. Mullins", "G. Elliott", "A. King", "R. Varian"]
export const DOG_TRAINERS = ["M. Wallis", "P. Young", "K. Hutton", "R. Holloway", "J. Mullins", "P. Janssens"]
export const SILKS = ["red", "blue", "white", "black", "orange", "black and white stripes", "green", "yellow", "purple", "pink"]
export const TRAP_COLOURS = ["red", "blue", "white", "black", "orange", "black and white stripes"]

export const horseName = (a: number, b: number): string => `${HORSE_FIRST[a % HORSE_FIRST.length]} ${HORSE_SECOND[b % HORSE_SECOND.length]}`
export const dogName = (a: number, b: number): string => `${DOG_FIRST[a % DOG_FIRST.length]} ${DOG_SECOND[b % DOG_SECOND.length]}`

export const slugify = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
