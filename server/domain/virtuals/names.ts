/** Names for the virtual events: courses, tracks, horses, greyhounds, jockeys and teams (all fictional). */

export const HORSE_VENUES = ["Kingsmead Park", "Ashford Downs", "Willowbrook", "Harrowgate Vale", "Redcastle"] as const
export const DOG_TRACKS = ["Millbrook Stadium", "Sandy Lane", "Oakfield Bowl", "Riverside Park"] as const
export const FOOTBALL_LEAGUE = "Virtual Premier"

export const HORSE_NAMES = [
  "Silver Comet", "Midnight Rebel", "Golden Arrow", "Copper Kettle", "Northern Lad", "Velvet Thunder", "Harbour Light", "Quick Fandango",
  "Morning Glory", "Iron Duke", "Scarlet Ribbon", "Dancing Brave", "Lucky Strike", "Winter Solstice", "Highland Fling", "Blue Horizon",
  "Storm Chaser", "Captain Fury", "Rosie's Gift", "Tiger Moth", "Paper Lantern", "Bold Venture", "Crystal Bay", "Smoke Signal",
  "Merry Monarch", "Sea The Moon", "Apple Jack", "Ember Glow", "Distant Drum", "King Of Hearts", "Pepper Pot", "Royal Flush",
] as const

export const DOG_NAMES = [
  "Swift Mick", "Ballyduff Blue", "Droopy's Jet", "Lenson Bolt", "Skate On", "Kilara Lucy", "Rapid Ronnie", "Coolavanny Ace",
  "Tyrur Sugar", "Magical Bale", "Fire Height", "Roxholme Girl", "Burgess Ted", "Slippy Cian", "Newinn Taylor", "Blazing Bullet",
  "Salad Dodger", "Jaytee Jet", "Brinkley Jack", "Aayamza Royale",
] as const

export const JOCKEYS = ["T. Marsh", "R. Kelly", "J. Doyle", "S. Levey", "H. Crouch", "O. Murphy", "C. Lee", "P. Hanagan", "D. Egan", "L. Morris", "A. Fresu", "B. Curtis"] as const

export const SILKS = ["#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#ef6c00", "#00838f", "#ad1457", "#4e342e", "#37474f", "#9e9d24", "#283593"] as const

/** Greyhound trap colours (UK): red, blue, white, black, orange, black-and-white stripes. */
export const TRAP_COLOURS = ["#d32f2f", "#1976d2", "#f5f5f5", "#212121", "#f57c00", "#424242"] as const

export const VIRTUAL_TEAMS = [
  "Lancaster City", "Port Vale Rovers", "Eastbridge Utd", "Castleford Town", "Whitmore Athletic", "Bramley Albion", "Northgate FC",
  "Kingsford Wanderers", "Redmoor United", "Sheldon Park", "Harwood Rangers", "Milton Forest",
] as const
