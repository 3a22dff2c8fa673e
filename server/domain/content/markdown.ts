/**
 * A small Markdown renderer for the rundown's articles, and their front matter. It covers what an
 * editor writes: headings (`#` and `##` render as h2: the page's h1 is the title), paragraphs, `-`/`*` and
 * `1.` lists, `>` quotes, `---` rules, **strong**, *em*, `code`, [links](url) and ![images](src).
 * Inline HTML is passed through as text for the sanitiser (sanitise.ts) to judge: the renderer's
 * output ALWAYS goes through `sanitiseHtml` (see `renderMarkdown`), which is the security
 * boundary; the renderer itself escapes text so ordinary prose never needs the sanitiser's help.
 *
 * Images: a path without a scheme is a CMS image (spec §7): the caller's `image` turns it into
 * the CMS address (width prefix, brand folder).
 */
import { sanitiseHtml } from "./sanitise.js"

export type FrontMatterValue = string | number | boolean | ReadonlyArray<string>
export type FrontMatter = Readonly<Record<string, FrontMatterValue>>

const unquote = (raw: string): string => {
  const t = raw.trim()
  if ((t.startsWith('"') && t.endsWith('"') && t.length >= 2) || (t.startsWith("'") && t.endsWith("'") && t.length >= 2)) return t.slice(1, -1)
  return t
}

const parseValue = (raw: string): FrontMatterValue => {
  const t = raw.trim()
  if (t.startsWith("[") && t.endsWith("]")) {
    const inner = t.slice(1, -1).trim()
    return inner === "" ? [] : inner.split(",").map(unquote).filter((s) => s !== "")
  }
  if (t === "true" || t === "false") return t === "true"
  if (/^-?\d+$/.test(t)) return Number(t)
  return unquote(t)
}

/** Splits `---\nkey: value\n---\nbody` into its front matter and body. No front matter: empty. */
export const parseFrontMatter = (source: string): { readonly data: FrontMatter; readonly body: string } => {
  const text = source.replace(/^\ufeff/, "").replace(/\r\n?/g, "\n")
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text)
  if (!m) return { data: {}, body: text }
  const data: Record<string, FrontMatterValue> = {}
  for (const line of m[1]!.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue
    const colon = line.indexOf(":")
    if (colon <= 0) throw new Error(`front matter line without a key: ${line}`)
    data[line.slice(0, colon).trim()] = parseValue(line.slice(colon + 1))
  }
  return { data, body: text.slice(m[0].length) }
}

const escape = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

export interface RenderOptions {
  /** The address of an image path without a scheme (the CMS helper), given the width wanted. */
  readonly image?: (path: string) => string
}

/** Inline markup of one block's text. Raw HTML is kept for the sanitiser. */
const inline = (text: string, options: RenderOptions): string => {
  const out: string[] = []
  let i = 0
  while (i < text.length) {
    const rest = text.slice(i)
    let m: RegExpExecArray | null
    if ((m = /^`([^`]+)`/.exec(rest))) {
      out.push(`<code>${escape(m[1]!)}</code>`)
    } else if ((m = /^!\[([^\]]*)\]\(([^)\s]+)\)/.exec(rest))) {
      const src = /^[a-z][a-z0-9+.-]*:/i.test(m[2]!) || !options.image ? m[2]! : options.image(m[2]!)
      out.push(`<img src="${escape(src)}" alt="${escape(m[1]!)}">`)
    } else if ((m = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest))) {
      out.push(`<a href="${escape(m[2]!)}">${inline(m[1]!, options)}</a>`)
    } else if ((m = /^\*\*([^*]+)\*\*/.exec(rest))) {
      out.push(`<strong>${inline(m[1]!, options)}</strong>`)
    } else if ((m = /^\*([^*\s][^*]*)\*/.exec(rest))) {
      out.push(`<em>${inline(m[1]!, options)}</em>`)
    } else if ((m = /^<\/?[a-zA-Z!][^>]*>?/.exec(rest))) {
      // Raw HTML: handed to the sanitiser untouched.
      out.push(m[0])
    } else {
      const next = rest.slice(1).search(/[`!\[*<]/)
      const chunk = next < 0 ? rest : rest.slice(0, next + 1)
      out.push(escape(chunk))
      i += chunk.length
      continue
    }
    i += m[0].length
  }
  return out.join("")
}

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)

/** Markdown to HTML, before sanitising (exported for the renderer's own tests). */
export const markdownToHtml = (markdown: string, options: RenderOptions = {}): string => {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n")
  const out: string[] = []
  let i = 0
  const isBlockStart = (line: string) => /^(#{1,4}\s|>\s?|[-*]\s|\d+\.\s|---+\s*$|```)/.test(line)
  while (i < lines.length) {
    const line = lines[i]!
    if (line.trim() === "") {
      i++
      continue
    }
    let m: RegExpExecArray | null
    if ((m = /^(#{1,4})\s+(.*)$/.exec(line))) {
      // `#` and `##` are h2 (the page's h1 is the title), `###` h3, `####` h4.
      const level = Math.max(2, m[1]!.length)
      const id = slugOf(m[2]!.replace(/[*`]/g, ""))
      out.push(`<h${level}${id && /^[a-z]/.test(id) ? ` id="${id}"` : ""}>${inline(m[2]!.trim(), options)}</h${level}>`)
      i++
    } else if (/^---+\s*$/.test(line)) {
      out.push("<hr>")
      i++
    } else if (line.startsWith("```")) {
      const body: string[] = []
      i++
      while (i < lines.length && !lines[i]!.startsWith("```")) body.push(lines[i++]!)
      i++
      out.push(`<pre><code>${escape(body.join("\n"))}</code></pre>`)
    } else if (/^>\s?/.test(line)) {
      const body: string[] = []
      while (i < lines.length && /^>\s?/.test(lines[i]!)) body.push(lines[i++]!.replace(/^>\s?/, ""))
      out.push(`<blockquote>${markdownToHtml(body.join("\n"), options)}</blockquote>`)
    } else if (/^[-*]\s/.test(line) || /^\d+\.\s/.test(line)) {
      const ordered = /^\d+\.\s/.test(line)
      const item = ordered ? /^\d+\.\s+/ : /^[-*]\s+/
      const items: string[] = []
      while (i < lines.length && item.test(lines[i]!)) {
        let text = lines[i++]!.replace(item, "")
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]!)) text += ` ${lines[i++]!.trim()}`
        items.push(`<li>${inline(text, options)}</li>`)
      }
      out.push(`<${ordered ? "ol" : "ul"}>${items.join("")}</${ordered ? "ol" : "ul"}>`)
    } else {
      const body: string[] = []
      while (i < lines.length && lines[i]!.trim() !== "" && !(body.length > 0 && isBlockStart(lines[i]!))) body.push(lines[i++]!.trim())
      out.push(`<p>${inline(body.join(" "), options)}</p>`)
    }
  }
  return out.join("\n")
}

/** Markdown to safe HTML: rendered, then sanitised (always). */
export const renderMarkdown = (markdown: string, options: RenderOptions = {}): string => sanitiseHtml(markdownToHtml(markdown, options))

/** Reading time in whole minutes (at least 1) at 220 words a minute, a common editorial figure. */
export const WORDS_PER_MINUTE = 220
export const readingMinutes = (text: string): number => Math.max(1, Math.round(text.split(/\s+/).filter((w) => w !== "").length / WORDS_PER_MINUTE))
