/**
 * The words of the identity-check notifications and SMS codes, in the server's three languages
 * (spec §9 form messages: en, pt, es), chosen from the bettor's locale. The words are data, so
 * they live in texts.json (id → { en, pt, es }); this file only picks and fills them in.
 */
import { fillIn, languageOf, type Text, type Vars } from "../../http/messages.js"
import words from "./texts.json"

const texts = words satisfies Record<string, Text>

export type KycTextId = keyof typeof texts

export const kycText = (locale: string, id: KycTextId, vars: Vars = {}): string => fillIn(texts[id], languageOf(locale), vars)
