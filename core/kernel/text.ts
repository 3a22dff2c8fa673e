/**
 * Text that core hands to views. Core never holds translated strings: it names a message of the
 * formatjs catalogues (ui/i18n) with its values, or passes on a literal the server wrote
 * (`public_message`). Views format it for the active locale.
 */
export type Text =
  | { readonly _tag: "Message"; readonly id: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly _tag: "Literal"; readonly text: string }

export const message = (id: string, values?: Readonly<Record<string, string | number>>): Text =>
  values === undefined ? { _tag: "Message", id } : { _tag: "Message", id, values }

export const literal = (text: string): Text => ({ _tag: "Literal", text })

/** The server's words when it sent some, else our fallback message. */
export const serverTextOr = (publicMessage: string | null | undefined, fallbackId: string): Text =>
  publicMessage && publicMessage.trim() !== "" ? literal(publicMessage) : message(fallbackId)
