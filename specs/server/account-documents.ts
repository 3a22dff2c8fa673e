/**
 * Documents for the account suites, built byte by byte: a JPEG with EXIF (GPS) and a comment, a
 * PNG with text chunks, a PDF with an author, and the files an upload must refuse (a renamed
 * executable, polyglots).
 */
import { deflateSync } from "node:zlib"

const bytes = (...parts: ReadonlyArray<Uint8Array | string | ReadonlyArray<number>>): Uint8Array =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p as Uint8Array)))))

const segment = (marker: number, payload: Uint8Array | string): Uint8Array => {
  const body = typeof payload === "string" ? Buffer.from(payload, "latin1") : Buffer.from(payload)
  const length = body.length + 2
  return bytes([0xff, marker, length >> 8, length & 0xff], body)
}

export const SECRET_EXIF = "GPS 51.5007N 0.1246W Canon EOS owner Jane Secret"

/** A baseline JPEG's structure: JFIF, EXIF with a secret, a comment, tables, frame, one scan, EOI. */
export const jpegWithExif = (scanBytes: Uint8Array = new Uint8Array([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0])): Uint8Array =>
  bytes(
    [0xff, 0xd8],
    segment(0xe0, "JFIF\0\x01\x01\0\0\x01\0\x01\0\0"),
    segment(0xe1, `Exif\0\0MM\0*${SECRET_EXIF}`),
    segment(0xfe, "Comment: taken at home"),
    segment(0xdb, bytes([0x00], new Uint8Array(64).fill(1))),
    segment(0xc0, bytes([8, 0, 16, 0, 16, 1, 1, 0x11, 0])),
    segment(0xc4, bytes([0x00], new Uint8Array(16).fill(0), [0])),
    segment(0xda, bytes([1, 1, 0, 0, 63, 0])),
    scanBytes,
    [0xff, 0xd9],
  )

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (data: Uint8Array): number => {
  let c = 0xffffffff
  for (const b of data) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Uint8Array | string): Uint8Array => {
  const body = typeof data === "string" ? Buffer.from(data, "latin1") : Buffer.from(data)
  const head = Buffer.alloc(4)
  head.writeUInt32BE(body.length)
  const typed = Buffer.concat([Buffer.from(type, "latin1"), body])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return bytes(head, typed, crc)
}

export const SECRET_PNG_TEXT = "Author\0Jane Secret, 12 Home Street"

/** A real 2×2 red PNG with a tEXt chunk carrying a secret. */
export const pngWithText = (): Uint8Array => {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(2, 0)
  ihdr.writeUInt32BE(2, 4)
  ihdr[8] = 8
  ihdr[9] = 2 // truecolour
  const raw = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0])
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], chunk("IHDR", ihdr), chunk("tEXt", SECRET_PNG_TEXT), chunk("IDAT", deflateSync(raw)), chunk("IEND", ""))
}

/** A PNG of about `size` bytes (a large private chunk), still well formed. */
export const pngOfSize = (size: number): Uint8Array => {
  const base = pngWithText()
  const padding = Math.max(0, size - base.length - 12)
  return bytes(base.subarray(0, 33), chunk("zzPd", new Uint8Array(padding)), base.subarray(33))
}

export const SECRET_PDF_AUTHOR = "Jane Secret"

export const pdf = (pages = 1, extra = ""): Uint8Array => {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i} 0 R`).join(" ")
  const pageObjects = Array.from({ length: pages }, (_, i) => `${4 + i} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n`).join("")
  return bytes(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages} >>\nendobj\n` +
      `3 0 obj\n<< /Author (${SECRET_PDF_AUTHOR}) /Producer (Scanner 9000) >>\nendobj\n${pageObjects}` +
      `trailer\n<< /Root 1 0 R /Info 3 0 R >>\n%%EOF\n`,
  )
}

/** An ELF executable's first bytes. */
export const elfExecutable = (): Uint8Array => bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Uint8Array(120).fill(0x90))
/** A Windows executable's first bytes. */
export const peExecutable = (): Uint8Array => bytes("MZ", new Uint8Array(58), [0x80, 0, 0, 0], "This program cannot be run in DOS mode.", new Uint8Array(64))

/** A ZIP archive (one stored file) — appended to an image it makes a JPEG/ZIP polyglot. */
export const zipArchive = (): Uint8Array => {
  const name = "run.sh"
  const data = "#!/bin/sh\necho owned\n"
  const local = bytes("PK\x03\x04", [20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, name.length, 0, 0, 0], name, data)
  const central = bytes("PK\x01\x02", new Uint8Array(42), name)
  const end = bytes("PK\x05\x06", [0, 0, 0, 0, 1, 0, 1, 0], [central.length, 0, 0, 0], [local.length, 0, 0, 0], [0, 0])
  return bytes(local, central, end)
}

export const jpegZipPolyglot = (): Uint8Array => bytes(jpegWithExif(), zipArchive())
/** A JPEG whose end marker is swallowed by a ZIP comment: the file still ends in FF D9. */
export const jpegZipCommentPolyglot = (): Uint8Array => {
  const zip = zipArchive()
  const withComment = bytes(zip.subarray(0, zip.length - 2), [2, 0], [0xff, 0xd9])
  return bytes(jpegWithExif().subarray(0, -2), withComment)
}
export const pngHtmlPolyglot = (): Uint8Array => bytes(pngWithText(), "<html><script>alert(document.cookie)</script></html>")
export const jpegWithScriptInScan = (): Uint8Array => jpegWithExif(bytes("<script>fetch('//evil')</script>"))
export const pdfWithJavaScript = (): Uint8Array => pdf(1, "/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ")

export const contains = (haystack: Uint8Array, needle: string): boolean => Buffer.from(haystack).includes(Buffer.from(needle, "latin1"))
