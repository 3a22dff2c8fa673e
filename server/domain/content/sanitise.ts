/**
 * The allow-list HTML sanitiser for editorial content (the rundown). Every article's HTML passes
 * through here on the server before it is stored or sent; the client renders the result as is.
 *
 * How it stays safe: the output is REBUILT, never patched. The input is tokenised into text, tags
 * and comments; text is re-escaped (`<`, `>`, `"` always; `&` unless it starts a well-formed
 * entity); a tag is emitted only when its name is on the allow-list, and then re-serialised from
 * scratch with only its allowed attributes, each value escaped and, for URLs, checked against the
 * allowed schemes after entity-decoding and stripping the control characters and whitespace
 * browsers ignore (`jav&#x09;ascript:`). Elements whose content is code or foreign markup
 * (script, style, svg, math, iframe, object, template…) are dropped together with their content;
 * any other unknown tag is dropped and its text kept. Open elements are closed at the end, stray
 * closers ignored, so the result is balanced. Comments, doctypes and processing instructions go.
 */

/** Tags kept (with the attributes listed). */
const ALLOWED: Readonly<Record<string, ReadonlyArray<string>>> = {
  p: [],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  ul: [],
  ol: ["start"],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
  blockquote: [],
  code: [],
  pre: [],
  br: [],
  hr: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["scope"],
  td: [],
  figure: [],
  figcaption: [],
}

const VOID = new Set(["br", "hr", "img"])

/** Dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "svg",
  "math",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "xmp",
  "plaintext",
  "select",
  "option",
  "head",
  "audio",
  "video",
  "canvas",
  "form",
  "button",
])

const URL_ATTRIBUTES = new Set(["href", "src"])
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:"])
const IMAGE_SCHEMES = new Set(["https:"])

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n", sol: "/", lpar: "(", rpar: ")" }

/** Entity-decodes an attribute value the way a browser would before using it. */
const decodeEntities = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ""
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })

const escapeText = (text: string): string =>
  text
    .replace(/&(?!(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

/**
 * A URL allowed in `href` (http, https, mailto, or relative) or `src` (https or relative), or null.
 * Relative means a path (`/x`, `x`, `#x`, `?x`): no scheme and not protocol-relative (`//host`).
 */
export const safeUrl = (raw: string, kind: "link" | "image"): string | null => {
  // Browsers drop ASCII whitespace and control characters inside a scheme: "java\tscript:".
  const decoded = decodeEntities(raw)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, "")
  if (decoded === "") return null
  // Editorial addresses are plain URLs: quotes, angle brackets and the like mean mischief.
  if (!/^[A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]+$/.test(decoded)) return null
  if (decoded.startsWith("//") || decoded.startsWith("\\\\") || decoded.startsWith("/\\")) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded)
  if (scheme) {
    const allowed = kind === "link" ? LINK_SCHEMES : IMAGE_SCHEMES
    if (!allowed.has(`${scheme[1]!.toLowerCase()}:`)) return null
  } else if (decoded.includes(":")) {
    // A colon before any slash is a scheme to a browser even if our pattern disagrees.
    const colon = decoded.indexOf(":")
    const cut = decoded.search(/[/?#]/)
    if (cut < 0 || colon < cut) return null
  }
  return decoded
}

interface Attribute {
  readonly name: string
  readonly value: string
}

/** Attributes of a start tag's inside (after the name), quoted, unquoted or bare. */
const parseAttributes = (text: string): Attribute[] => {
  const out: Attribute[] = []
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
  for (const m of text.matchAll(pattern)) out.push({ name: m[1]!.toLowerCase(), value: m[2] ?? m[3] ?? m[4] ?? "" })
  return out
}

const serialiseStart = (name: string, attributes: ReadonlyArray<Attribute>): string => {
  const allowed = ALLOWED[name]!
  const kept: string[] = []
  const seen = new Set<string>()
  for (const { name: attr, value } of attributes) {
    if (!allowed.includes(attr) || seen.has(attr)) continue
    let clean: string | null = decodeEntities(value)
    if (URL_ATTRIBUTES.has(attr)) clean = safeUrl(value, name === "img" ? "image" : "link")
    else if (attr === "width" || attr === "height" || attr === "start") clean = /^\d{1,5}$/.test(clean) ? clean : null
    else if (attr === "id") clean = /^[a-z][a-z0-9-]{0,63}$/.test(clean) ? clean : null
    else if (attr === "scope") clean = clean === "col" || clean === "row" ? clean : null
    if (clean === null) continue
    seen.add(attr)
    kept.push(` ${attr}="${escapeAttribute(clean)}"`)
  }
  if (name === "img" && !seen.has("src")) return ""
  if (name === "img" && !seen.has("alt")) kept.push(' alt=""')
  if (name === "a" && seen.has("href")) kept.push(' rel="noopener noreferrer nofollow"')
  return `<${name}${kept.join("")}>`
}

/** The sanitised form of `html`: only allow-listed tags and attributes, balanced, text escaped. */
export const sanitiseHtml = (html: string): string => {
  const out: string[] = []
  const open: string[] = []
  /** While inside a dropped-with-content element: its name and nesting depth. */
  let dropping: { name: string; depth: number } | null = null
  let i = 0
  const n = html.length
  while (i < n) {
    const lt = html.indexOf("<", i)
    if (lt < 0) {
      if (!dropping) out.push(escapeText(html.slice(i)))
      break
    }
    if (lt > i && !dropping) out.push(escapeText(html.slice(i, lt)))
    i = lt
    // Comments, doctypes, CDATA, processing instructions: dropped whole.
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4)
      i = end < 0 ? n : end + 3
      continue
    }
    if (html[i + 1] === "!" || html[i + 1] === "?") {
      const end = html.indexOf(">", i)
      i = end < 0 ? n : end + 1
      continue
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(html.slice(i, i + 4096))
    if (!tag) {
      // A lone "<" is text.
      if (!dropping) out.push("&lt;")
      i += 1
      continue
    }
    i += tag[0].length
    const closing = tag[1] === "/"
    const name = tag[2]!.toLowerCase()
    if (dropping) {
      const inside: { name: string; depth: number } = dropping
      if (name === inside.name) dropping = closing ? (inside.depth === 1 ? null : { name, depth: inside.depth - 1 }) : { name, depth: inside.depth + 1 }
      continue
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(tag[3]!)) dropping = { name, depth: 1 }
      continue
    }
    if (!(name in ALLOWED)) continue
    if (closing) {
      const at = open.lastIndexOf(name)
      if (at < 0) continue
      while (open.length > at) out.push(`</${open.pop()!}>`)
      continue
    }
    const start = serialiseStart(name, parseAttributes(tag[3]!))
    if (start === "") continue
    out.push(start)
    if (!VOID.has(name)) open.push(name)
  }
  while (open.length > 0) out.push(`</${open.pop()!}>`)
  return out.join("")
}

/** The text of sanitised HTML (tags removed, entities of the escaper undone), for bots and reading time. */
export const textOfHtml = (html: string): string =>
  decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim()

export const ALLOWED_TAGS: ReadonlyArray<string> = Object.keys(ALLOWED)
export const allowedAttributesOf = (tag: string): ReadonlyArray<string> => [...(ALLOWED[tag] ?? []), ...(tag === "a" ? ["rel"] : [])]
