/**
 * Build time (vite.config.ts): a catalogue's ICU messages parsed into formatjs ASTs, so the
 * browser formats them without the ICU parser (issue 19, docs/decisions/0018). A message that is
 * its own literal text (no argument, plural, select, tag or quoting) stays a string: the AST of
 * each would only add bytes, and the browser's stand-in parser (literal-parser.ts) reads a string
 * as the literal it is. Every other message becomes its AST, which react-intl formats as given.
 *
 * Runs in Node only; nothing in the app imports it.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser"

export type CompiledMessage = string | MessageFormatElement[]

/** A catalogue file's locale from its name: `messages/pt-BR.json`, `messages/casino/es.json`. */
export const catalogueLocale = (path: string): string | undefined =>
  /[\\/]ui[\\/]i18n[\\/]messages[\\/](?:[^\\/]+[\\/])?([^\\/]+)\.json$/.exec(path)?.[1]

/**
 * One message: the string when it parses to exactly itself, else its AST. Parsed as react-intl
 * parses at run time (skeletons parsed, `other` required, the catalogue's locale); a message that
 * does not parse is a build error naming it rather than a message that fails in the browser.
 */
export const compileMessage = (message: string, locale: string): CompiledMessage => {
  const ast = parse(message, { locale: new Intl.Locale(locale) })
  const only = ast[0]
  if (message === "" || (ast.length === 1 && only?.type === TYPE.literal && only.value === message)) return message
  return ast
}

export const compileCatalogue = (
  messages: Readonly<Record<string, string>>,
  locale: string,
): Record<string, CompiledMessage> => {
  const out: Record<string, CompiledMessage> = {}
  for (const [id, message] of Object.entries(messages)) {
    try {
      out[id] = compileMessage(message, locale)
    } catch (error) {
      throw new Error(`Message "${id}" (${locale}) does not parse: ${String(error)}`)
    }
  }
  return out
}
