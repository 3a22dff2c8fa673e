/**
 * Generated colours (issue 20): a team's shirt and a racing silk as small SVGs, drawn from a hash
 * of the name so a team always wears the same kit, with no images to load. Decorative: the name
 * beside it says who it is (a silk's colours are named in its title for the race card).
 */
import { memo } from "react"

const PALETTE = [
  "#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#ef6c00", "#00838f", "#ad1457",
  "#212121", "#fafafa", "#0d47a1", "#b71c1c", "#1b5e20", "#4e342e", "#37474f", "#ffeb3b",
] as const

const hash = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

type Pattern = "plain" | "stripes" | "hoops" | "halves" | "sash"
const PATTERNS: ReadonlyArray<Pattern> = ["plain", "plain", "stripes", "hoops", "halves", "sash"]

export interface KitColours {
  readonly body: string
  readonly trim: string
  readonly pattern: Pattern
}

/** A team's kit: two contrasting colours and a pattern, from its name. */
export const kitOf = (name: string): KitColours => {
  const h = hash(name)
  const body = PALETTE[h % PALETTE.length]!
  let trim = PALETTE[(h >>> 8) % PALETTE.length]!
  if (trim === body) trim = body === "#fafafa" ? "#212121" : "#fafafa"
  return { body, trim, pattern: PATTERNS[(h >>> 16) % PATTERNS.length]! }
}

const SHIRT = "M5 2 L8 1 Q10 3 12 1 L15 2 L19 6 L16 9 L15 8 L15 19 L5 19 L5 8 L4 9 L1 6 Z"

function Fill({ id, kit }: { readonly id: string; readonly kit: KitColours }) {
  switch (kit.pattern) {
    case "stripes":
      return <pattern id={id} width="4" height="20" patternUnits="userSpaceOnUse"><rect width="4" height="20" fill={kit.body} /><rect width="2" height="20" fill={kit.trim} /></pattern>
    case "hoops":
      return <pattern id={id} width="20" height="5" patternUnits="userSpaceOnUse"><rect width="20" height="5" fill={kit.body} /><rect width="20" height="2.5" fill={kit.trim} /></pattern>
    case "halves":
      return <linearGradient id={id}><stop offset="0.5" stopColor={kit.body} /><stop offset="0.5" stopColor={kit.trim} /></linearGradient>
    case "sash":
      return <linearGradient id={id} x1="0" y1="0" x2="1" y2="1"><stop offset="0.42" stopColor={kit.body} /><stop offset="0.42" stopColor={kit.trim} /><stop offset="0.58" stopColor={kit.trim} /><stop offset="0.58" stopColor={kit.body} /></linearGradient>
    default:
      return null
  }
}

/** A team's shirt, 20 px by default. */
export const TeamKit = memo(function TeamKit({ name, size = 16 }: { readonly name: string; readonly size?: number }) {
  const kit = kitOf(name)
  const id = `kit-${hash(name).toString(36)}`
  return (
    <svg className="kit" width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <defs><Fill id={id} kit={kit} /></defs>
      <path d={SHIRT} fill={kit.pattern === "plain" ? kit.body : `url(#${id})`} stroke="rgba(0,0,0,0.35)" strokeWidth="0.8" strokeLinejoin="round" />
      {kit.pattern === "plain" ? <path d="M8 1 Q10 3 12 1" fill="none" stroke={kit.trim} strokeWidth="1.4" /> : null}
    </svg>
  )
})

const SILK_COLOURS: Readonly<Record<string, readonly [string, string | null]>> = {
  red: ["#d32f2f", null],
  blue: ["#1565c0", null],
  white: ["#fafafa", null],
  black: ["#212121", null],
  orange: ["#ef6c00", null],
  "black and white stripes": ["#212121", "#fafafa"],
  green: ["#2e7d32", null],
  yellow: ["#fbc02d", null],
  purple: ["#6a1b9a", null],
  pink: ["#ec407a", null],
}

const JACKET = "M6 4 L10 3 L14 4 L19 8 L17 11 L15 9.5 L15 19 L5 19 L5 9.5 L3 11 L1 8 Z"

/**
 * A racing silk: the jacket in the runner's colour (stripes when the card says so) with sleeves and
 * cap in a second colour from the runner's name; a greyhound wears its trap's colour.
 */
export const Silk = memo(function Silk({ colour, runner, title, size = 28 }: { readonly colour: string | null; readonly runner: string; readonly title: string; readonly size?: number }) {
  const [main, stripe] = SILK_COLOURS[colour ?? ""] ?? ["#9e9e9e", null]
  const h = hash(runner)
  let second = PALETTE[h % PALETTE.length]!
  if (second === main) second = main === "#fafafa" ? "#212121" : "#fafafa"
  const id = `silk-${h.toString(36)}`
  return (
    <svg className="kit-silk" width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={title}>
      <title>{title}</title>
      {stripe ? <defs><pattern id={id} width="4" height="20" patternUnits="userSpaceOnUse"><rect width="4" height="20" fill={main} /><rect width="2" height="20" fill={stripe} /></pattern></defs> : null}
      <path d={JACKET} fill={stripe ? `url(#${id})` : main} stroke="rgba(0,0,0,0.4)" strokeWidth="0.7" strokeLinejoin="round" />
      <path d="M1 8 L6 4 L5 9.5 L3 11 Z M19 8 L14 4 L15 9.5 L17 11 Z" fill={(h >>> 4) % 2 === 0 ? second : main} stroke="rgba(0,0,0,0.4)" strokeWidth="0.5" />
      {(h >>> 6) % 3 === 0 ? <path d="M5 12 L15 12 L15 14 L5 14 Z" fill={second} /> : null}
      <path d="M7 3.6 Q10 0 13 3.6 Z" fill={second} stroke="rgba(0,0,0,0.4)" strokeWidth="0.5" />
    </svg>
  )
})
