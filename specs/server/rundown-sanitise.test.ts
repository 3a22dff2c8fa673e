/**
 * The editorial HTML sanitiser (server/domain/content/sanitise.ts) against a list of XSS payloads
 * (script, event handlers, javascript: and data: URLs, SVG/MathML, nested and obfuscated forms),
 * directly and through the Markdown renderer, plus a property: whatever the input, the output has
 * only allow-listed tags and attributes, every URL is of an allowed scheme, and it is balanced.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { markdownToHtml, parseFrontMatter, readingMinutes, renderMarkdown } from "../../server/domain/content/markdown.js"
import { ALLOWED_TAGS, allowedAttributesOf, safeUrl, sanitiseHtml } from "../../server/domain/content/sanitise.js"

const PAYLOADS: ReadonlyArray<string> = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.test/x.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<script>/*</script><script>*/alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="x" onerror="alert(1)">`,
  `<img/src="x"/onerror=alert(1)>`,
  `<img src=x onerror\n=alert(1)>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<img src="jav&#x09;ascript:alert(1)">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="java\tscript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#x6A;avascript&colon;alert(1)">x</a>`,
  `<a href="javascript&#0000058;alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">x</a>`,
  `<a href="//evil.test">x</a>`,
  `<a href="\\\\evil.test">x</a>`,
  `<a href="x" onclick="alert(1)">x</a>`,
  `<a href="x" style="background:url(javascript:alert(1))">x</a>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<body onload=alert(1)>`,
  `<div onmouseover="alert(1)">hover</div>`,
  `<p style="x:expression(alert(1))">x</p>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<input autofocus onfocus=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel=stylesheet href="javascript:alert(1)">`,
  `<style>@import 'javascript:alert(1)';</style>`,
  `<!--<img src=x onerror=alert(1)>-->`,
  `<!--[if gte IE 4]><script>alert(1)</script><![endif]-->`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<template><script>alert(1)</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<textarea><script>alert(1)</script></textarea>`,
  `<title><img src=x onerror=alert(1)></title>`,
  `"><script>alert(1)</script>`,
  `'><img src=x onerror=alert(1)>`,
  `<p title="a" title="b" onclick=alert(1)>`,
  `<a href="http://ok.test" title='" onmouseover=alert(1) x="'>x</a>`,
  `<img src="https://ok.test/x.png" alt="" onload=alert(1)>`,
  `<<script>script>alert(1)<</script>/script>`,
  `<a href="javas&#99;ript:alert(1)">x</a>`,
  `<a href="&#14;javascript:alert(1)">x</a>`,
  `<a href="javascript&#x3A;alert(1)">x</a>`,
  `<h2 id="x onclick=alert(1)">x</h2>`,
  `<ol start="1 onclick=alert(1)"><li>x</li></ol>`,
]

/** What must never appear in sanitised output. */
const FORBIDDEN = [/<script/i, /<svg/i, /<math/i, /<iframe/i, /<object/i, /<embed/i, /<style/i, /<form/i, /<meta/i, /<base/i, /<link/i, /<template/i, /\son[a-z]+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /\sstyle\s*=/i, /\ssrcdoc\s*=/i]

/** Tags and attributes of the output, parsed strictly (the output is ours, so it must parse). */
const tagsOf = (html: string) => [...html.matchAll(/<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/g)]

const checkOutput = (out: string) => {
  // Text may say "javascript:" (it is escaped, inert) and so may a title's quoted value; the
  // markup (tag and attribute names) and the URLs may not.
  const markup = tagsOf(out)
    .map((m) => m[0].replace(/="[^"]*"/g, ""))
    .join("")
  for (const pattern of FORBIDDEN) expect(markup, `${pattern} in ${out}`).not.toMatch(pattern)
  // Every "<" in the output opens one of our well-formed tags; everything else is escaped.
  const stripped = out.replace(/<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/g, "")
  expect(stripped).not.toContain("<")
  expect(stripped).not.toContain(">")
  const stack: string[] = []
  for (const [, closing, name, attrs] of tagsOf(out)) {
    expect(ALLOWED_TAGS).toContain(name)
    for (const [, attr, value] of attrs!.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      expect(allowedAttributesOf(name!)).toContain(attr)
      if (attr === "href" || attr === "src") {
        // What the browser sees after decoding the attribute once.
        const seen = value!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")
        expect(safeUrl(value!, attr === "src" ? "image" : "link")).toBe(seen)
        expect(seen).not.toMatch(/^\s*(javascript|vbscript|data)\s*:/i)
      }
    }
    if (["br", "hr", "img"].includes(name!)) continue
    if (closing) expect(stack.pop()).toBe(name)
    else stack.push(name!)
  }
  expect(stack).toEqual([])
}

describe("rundown sanitiser", () => {
  it.each(PAYLOADS)("neutralises %s", (payload) => {
    checkOutput(sanitiseHtml(payload))
    // and the same payload inside Markdown, inline and as a link target
    checkOutput(renderMarkdown(`Intro ${payload} outro\n\n- item ${payload}\n\n[click](${payload.replace(/[()\s]/g, "")})`))
  })

  it("keeps the editorial markup it allows", () => {
    const html = `<h2 id="form">Form</h2><p>A <strong>bold</strong>, <em>italic</em> and <a href="/sports/football">linked</a> text.</p><ul><li>one</li></ul><img src="https://cms.test/w_800/x.png" alt="A horse"><blockquote><p>quote</p></blockquote>`
    expect(sanitiseHtml(html)).toBe(
      `<h2 id="form">Form</h2><p>A <strong>bold</strong>, <em>italic</em> and <a href="/sports/football" rel="noopener noreferrer nofollow">linked</a> text.</p><ul><li>one</li></ul><img src="https://cms.test/w_800/x.png" alt="A horse"><blockquote><p>quote</p></blockquote>`,
    )
  })

  it("drops the code of script-like elements but keeps the text of unknown ones", () => {
    expect(sanitiseHtml(`<div>kept <span>too</span></div><script>gone()</script>`)).toBe("kept too")
    expect(sanitiseHtml(`<svg><text>gone</text></svg>after`)).toBe("after")
  })

  it("closes what is left open and ignores stray closers", () => {
    expect(sanitiseHtml(`<p><strong>x</p></em>`)).toBe("<p><strong>x</strong></p>")
  })

  it("allows http, https, mailto and relative links; https and relative images", () => {
    expect(safeUrl("https://a.test/x", "link")).toBe("https://a.test/x")
    expect(safeUrl("mailto:help@a.test", "link")).toBe("mailto:help@a.test")
    expect(safeUrl("/rundown/x", "link")).toBe("/rundown/x")
    expect(safeUrl("#form", "link")).toBe("#form")
    expect(safeUrl("http://a.test/x.png", "image")).toBeNull()
    expect(safeUrl("/cms/w_480/x.svg", "image")).toBe("/cms/w_480/x.svg")
    expect(safeUrl("x:y/z", "link")).toBeNull()
  })

  it("property: any input comes out with only allowed, balanced, escaped markup", () => {
    const piece = fc.oneof(
      fc.constantFrom(...PAYLOADS),
      fc.constantFrom("<", ">", "&", '"', "'", "<p>", "</p>", "<a href=", "javascript:", "<img src=", " onerror=", "<svg>", "</svg>", "<!--", "-->", "<script>", "</script>", "&#x6A;", "<strong>", "</em>"),
      fc.string({ maxLength: 8 }),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const input = pieces.join("")
        checkOutput(sanitiseHtml(input))
        checkOutput(renderMarkdown(input))
        // Sanitising is idempotent: safe output is left as it is.
        expect(sanitiseHtml(sanitiseHtml(input))).toBe(sanitiseHtml(input))
      }),
      { numRuns: 2000 },
    )
  })
})

describe("rundown markdown", () => {
  it("renders headings as h2/h3, lists, quotes, rules, inline marks and CMS images", () => {
    const html = markdownToHtml("# Title here\n\nPara *a* **b** `c` [d](/x).\n\n1. one\n2. two\n\n> quoted\n\n---\n\n![Alt](rundown/x.svg)", {
      image: (p) => `/cms/w_1200/brand/${p}`,
    })
    expect(html).toBe(
      [
        `<h2 id="title-here">Title here</h2>`,
        `<p>Para <em>a</em> <strong>b</strong> <code>c</code> <a href="/x">d</a>.</p>`,
        `<ol><li>one</li><li>two</li></ol>`,
        `<blockquote><p>quoted</p></blockquote>`,
        `<hr>`,
        `<p><img src="/cms/w_1200/brand/rundown/x.svg" alt="Alt"></p>`,
      ].join("\n"),
    )
  })

  it("parses front matter: strings, quoted strings, lists, numbers, booleans", () => {
    const { data, body } = parseFrontMatter(`---\ntitle: A: B\nquoted: "x, y"\ntags: [a, "b c"]\nn: 3\nok: true\n---\nBody`)
    expect(data).toEqual({ title: "A: B", quoted: "x, y", tags: ["a", "b c"], n: 3, ok: true })
    expect(body).toBe("Body")
  })

  it("reading time: 220 words a minute, at least one", () => {
    expect(readingMinutes("word")).toBe(1)
    expect(readingMinutes(Array(660).fill("w").join(" "))).toBe(3)
  })
})
