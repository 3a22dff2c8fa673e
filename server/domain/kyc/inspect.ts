/**
 * What an uploaded identity document really is, decided from its bytes (never its name or the
 * declared Content-Type), and the same document with its metadata taken out.
 *
 * Accepted: JPEG, PNG and PDF. Refused: anything else (a renamed executable), anything over the
 * size limit, a PDF with too many pages or active content, and polyglots — a file that is also
 * something else: bytes after the image's end (a ZIP or script appended to a JPEG), or markup or
 * an executable header hidden inside it.
 *
 * Stripping: JPEG keeps only the segments a decoder needs (JFIF APP0, Adobe APP14, tables, frame
 * and scans) and drops EXIF/XMP (APP1), other APPn and comments; PNG keeps only critical and
 * colour chunks and drops text, EXIF and time chunks; PDF has its document-information strings
 * and XMP metadata overwritten byte for byte with spaces (same length, so the cross-reference
 * offsets stay right).
 */

export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024
export const MAX_PDF_PAGES = 10

export type DocumentMime = "image/jpeg" | "image/png" | "application/pdf"

export type Refusal = "unsupported_type" | "too_large" | "empty" | "too_many_pages" | "malformed" | "polyglot" | "active_content"

export type Inspection =
  | { readonly ok: true; readonly mime: DocumentMime; readonly pages: number | null; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly refusal: Refusal; readonly detail: string }

const refuse = (refusal: Refusal, detail: string): Inspection => ({ ok: false, refusal, detail })

const startsWith = (bytes: Uint8Array, prefix: ReadonlyArray<number>, at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

const JPEG_SOI = [0xff, 0xd8, 0xff]
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

/**
 * Signs that a file is also something else. Markup and PHP openers are long enough never to occur
 * by chance in compressed image data. A ZIP is read from its end-of-central-directory record, which
 * sits in the last 64 KiB (its comment can swallow the image's end marker), so that is where it is
 * looked for; short magic numbers anywhere in a large file would refuse honest photos.
 */
const FOREIGN_MARKERS: ReadonlyArray<readonly [string, RegExp]> = [
  ["markup", /<\s*(script|html|svg|iframe|body|object|embed)\b/i],
  ["php", /<\?php/i],
]
const ZIP_TAIL_BYTES = 65_535 + 22

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1")

const foreignContent = (bytes: Uint8Array): string | null => {
  const text = latin1(bytes)
  for (const [name, pattern] of FOREIGN_MARKERS) if (pattern.test(text)) return name
  if (text.slice(-ZIP_TAIL_BYTES).includes("PK\x05\x06")) return "zip"
  return null
}

export const sniffMime = (bytes: Uint8Array): DocumentMime | null => {
  if (startsWith(bytes, JPEG_SOI)) return "image/jpeg"
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png"
  if (startsWith(bytes, PDF_HEADER)) return "application/pdf"
  return null
}

// --- JPEG -------------------------------------------------------------------------------------

/** Markers whose segment a decoder needs; everything else before the first scan is metadata. */
const isKeptJpegMarker = (marker: number): boolean =>
  marker === 0xe0 || // APP0 (JFIF)
  marker === 0xee || // APP14 (Adobe: colour transform)
  marker === 0xdb || // DQT
  marker === 0xc4 || // DHT
  marker === 0xdd || // DRI
  marker === 0xcc || // DAC
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) // SOFn

const stripJpeg = (bytes: Uint8Array): Inspection => {
  const out: Uint8Array[] = [bytes.subarray(0, 2)]
  let at = 2
  let sawFrame = false
  for (;;) {
    if (at + 4 > bytes.length) return refuse("malformed", "JPEG ends before its first scan")
    if (bytes[at] !== 0xff) return refuse("malformed", `JPEG segment expected at ${at}`)
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    if (length < 2 || at + 2 + length > bytes.length) return refuse("malformed", "JPEG segment overruns the file")
    const segment = bytes.subarray(at, at + 2 + length)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) sawFrame = true
    if (marker === 0xda) {
      if (!sawFrame) return refuse("malformed", "JPEG scan before its frame header")
      // From the first scan on: entropy-coded data (and, in progressive files, more tables and
      // scans) up to the end-of-image marker, which must be the file's last two bytes.
      const rest = bytes.subarray(at)
      if (!(bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9)) {
        return refuse("polyglot", "bytes after the JPEG's end-of-image marker, or no end marker")
      }
      out.push(rest)
      break
    }
    if (isKeptJpegMarker(marker)) out.push(segment)
    at += 2 + length
  }
  const stripped = Buffer.concat(out)
  const foreign = foreignContent(stripped)
  if (foreign) return refuse("polyglot", `JPEG carries ${foreign} content`)
  return { ok: true, mime: "image/jpeg", pages: null, bytes: new Uint8Array(stripped) }
}

// --- PNG --------------------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** Critical chunks plus the ones that change how colours look; text, EXIF and time are dropped. */
const KEPT_PNG_CHUNKS = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "pHYs", "bKGD"])

const stripPng = (bytes: Uint8Array): Inspection => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const out: Uint8Array[] = [bytes.subarray(0, 8)]
  let at = 8
  let first = true
  for (;;) {
    if (at + 12 > bytes.length) return refuse("malformed", "PNG ends before IEND")
    const length = view.getUint32(at)
    const type = latin1(bytes.subarray(at + 4, at + 8))
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + length > bytes.length) return refuse("malformed", "PNG chunk overruns the file")
    if (first && type !== "IHDR") return refuse("malformed", "PNG does not start with IHDR")
    first = false
    const chunk = bytes.subarray(at, at + 12 + length)
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return refuse("malformed", `PNG ${type} chunk fails its CRC`)
    const critical = (type.charCodeAt(0) & 0x20) === 0
    if (critical && !KEPT_PNG_CHUNKS.has(type)) return refuse("malformed", `unknown critical PNG chunk ${type}`)
    if (KEPT_PNG_CHUNKS.has(type)) out.push(chunk)
    at += 12 + length
    if (type === "IEND") break
  }
  if (at !== bytes.length) return refuse("polyglot", "bytes after the PNG's IEND chunk")
  const stripped = Buffer.concat(out)
  const foreign = foreignContent(stripped)
  if (foreign) return refuse("polyglot", `PNG carries ${foreign} content`)
  return { ok: true, mime: "image/png", pages: null, bytes: new Uint8Array(stripped) }
}

// --- PDF --------------------------------------------------------------------------------------

const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA|RichMedia|XFA|SubmitForm|ImportData)\b/

/** Pages are objects of /Type /Page (not /Pages); an object stream could hide them, so those are refused. */
const countPdfPages = (text: string): number => (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length

const INFO_KEYS = /\/(Author|Creator|Producer|Title|Subject|Keywords|CreationDate|ModDate)\s*\(((?:\\.|[^\\)])*)\)/g
const INFO_HEX_KEYS = /\/(Author|Creator|Producer|Title|Subject|Keywords|CreationDate|ModDate)\s*<([0-9A-Fa-f\s]*)>/g
const XMP_PACKET = /<\?xpacket begin[\s\S]*?<\?xpacket end[^>]*\?>/g

const blank = (text: string): string => text.replace(/[^\r\n]/g, " ")

const stripPdf = (bytes: Uint8Array): Inspection => {
  const text = latin1(bytes)
  const eof = text.lastIndexOf("%%EOF")
  if (eof < 0) return refuse("malformed", "PDF has no %%EOF")
  if (text.slice(eof + 5).trim() !== "") return refuse("polyglot", "bytes after the PDF's last %%EOF")
  if (ACTIVE_PDF.test(text)) return refuse("active_content", "PDF carries scripts, actions or embedded files")
  if (/\/ObjStm\b/.test(text)) return refuse("malformed", "PDF object streams are not accepted (pages cannot be counted)")
  const foreign = foreignContent(Buffer.from(text.replace(XMP_PACKET, ""), "latin1"))
  if (foreign) return refuse("polyglot", `PDF carries ${foreign} content`)
  const pages = countPdfPages(text)
  if (pages === 0) return refuse("malformed", "PDF has no pages")
  if (pages > MAX_PDF_PAGES) return refuse("too_many_pages", `PDF has ${pages} pages (at most ${MAX_PDF_PAGES})`)
  const stripped = text
    .replace(INFO_KEYS, (whole, key: string, value: string) => whole.slice(0, whole.length - value.length - 1) + blank(value) + ")")
    .replace(INFO_HEX_KEYS, (whole, key: string, value: string) => whole.slice(0, whole.length - value.length - 1) + value.replace(/[0-9A-Fa-f]/g, "0") + ">")
    .replace(XMP_PACKET, blank)
  return { ok: true, mime: "application/pdf", pages, bytes: new Uint8Array(Buffer.from(stripped, "latin1")) }
}

/** The document's checks and stripping in one call; the result's bytes are what gets stored. */
export const inspectDocument = (bytes: Uint8Array): Inspection => {
  if (bytes.length === 0) return refuse("empty", "the file is empty")
  if (bytes.length > MAX_DOCUMENT_BYTES) return refuse("too_large", `${bytes.length} bytes (at most ${MAX_DOCUMENT_BYTES})`)
  switch (sniffMime(bytes)) {
    case "image/jpeg":
      return stripJpeg(bytes)
    case "image/png":
      return stripPng(bytes)
    case "application/pdf":
      return stripPdf(bytes)
    default:
      return refuse("unsupported_type", "not a JPEG, PNG or PDF by its content")
  }
}
