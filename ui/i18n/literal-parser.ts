/**
 * Stands in for `@formatjs/icu-messageformat-parser` in the browser build (vite.config.ts), so
 * the ICU parser (≈ 8 KB gzip with its skeleton parser) is not in the first visit. The catalogues
 * arrive precompiled (compile-messages.ts): a message with arguments, plurals, selects or tags is
 * already an AST, and a message left as a string is its own literal text, which is all this
 * `parse` returns. react-intl also parses a `defaultMessage` given in code; the app gives only
 * plain names there (a sport's name from the server), which read the same.
 *
 * Tests and the dev server's pre-bundled react-intl keep the real parser.
 */
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser/no-parser.js"

export * from "@formatjs/icu-messageformat-parser/no-parser.js"

export const parse = (message: string): MessageFormatElement[] => [{ type: TYPE.literal, value: message }]
