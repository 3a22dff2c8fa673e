/**
 * Wire primitives shared by the client and the server (spec §3).
 *
 * The wire speaks ISO-8601 timestamps and decimal money; inside core and the server's domain the
 * same values are epoch milliseconds and integer minor units (DESIGN.md §2). The conversion lives
 * here, in the schemas, so it happens exactly once: when a payload is decoded or encoded.
 */
import { Schema, SchemaGetter } from "effect"
import { formatEpochMsAsIso, parseIsoToEpochMs } from "../format/time.js"

/** An instant: ISO-8601 text on the wire, epoch milliseconds in memory. */
export const Timestamp = Schema.String.check(
  Schema.makeFilter((text: string) => parseIsoToEpochMs(text) !== null || "expected an ISO-8601 date-time"),
).pipe(
  Schema.decodeTo(Schema.Finite, {
    decode: SchemaGetter.transform((text: string) => parseIsoToEpochMs(text) ?? Number.NaN),
    encode: SchemaGetter.transform((ms: number) => formatEpochMsAsIso(ms)),
  }),
)
export type Timestamp = typeof Timestamp.Type

/** Money: a decimal amount with at most 2 places on the wire, integer minor units (pence) in memory. */
export const Money = Schema.Finite.pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transform((amount: number) => Math.round(amount * 100)),
    encode: SchemaGetter.transform((minor: number) => minor / 100),
  }),
)
export type Money = typeof Money.Type

export const Currency = Schema.Literals(["gbp", "usd", "eur", "mxn", "brl"])
export type Currency = typeof Currency.Type

export const Locale = Schema.Literals(["en-GB", "pt", "pt-BR", "es", "es-MX"])
export type Locale = typeof Locale.Type

export const OddsFormat = Schema.Literals(["decimal", "fractional"])
export type OddsFormat = typeof OddsFormat.Type

export const Vertical = Schema.Literals(["sports", "casino"])
export type Vertical = typeof Vertical.Type

export const UserId = Schema.Int.pipe(Schema.brand("UserId"))
export type UserId = typeof UserId.Type
