/**
 * The column shapes every schema file repeats, written once so that a convention cannot drift
 * between tables (base-schema.ts states the conventions):
 * - instants are `timestamptz` read as Date, written from the server's injected clock;
 * - money and other large counts are `bigint` read back as JS numbers;
 * - row ids are serials (bigserial where a table grows without bound).
 *
 * Each helper is a function because a drizzle column builder belongs to the one table it is put
 * in: every table needs fresh builders. Columns that point at a user are in user-columns.ts (they
 * need the users table; this file imports no table, so every schema file may import it).
 */
import { bigint, bigserial, integer, jsonb, serial, text, timestamp, type PgIntegerBuilderInitial } from "drizzle-orm/pg-core"

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

/** Minor units (or, where a column says so, a finer unit or a count), as a JS number. */
export const money = (name: string) => bigint(name, { mode: "number" })

/** A column holding another table's bigserial id (add `.references(...)` where it is a foreign key). */
export const bigId = (name: string) => bigint(name, { mode: "number" })

export const serialId = () => serial("id").primaryKey()

export const bigserialId = () => bigserial("id", { mode: "number" }).primaryKey()

export const createdAt = () => instant("created_at").notNull()

export const updatedAt = () => instant("updated_at").notNull()

/** Both ends of a row's life where it is edited in place. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() })

/**
 * A retry-safe write: the client's (or server's) key, and the SHA-256 of the parameters it was
 * first used with, so that the same key with other parameters is refused rather than replayed.
 */
export const idempotency = () => ({
  idempotencyKey: text("idempotency_key").notNull(),
  fingerprint: text("fingerprint").notNull(),
})

/** A secret that works once and not after its expiry (e-mail link, SMS code, passthrough link). */
export const oneTimeUse = () => ({
  createdAt: createdAt(),
  expiresAt: instant("expires_at").notNull(),
  /** Set when spent; a used one never works again. */
  usedAt: instant("used_at"),
})

/** A message pushed to the bettor, read once its ack id comes back. */
export const acknowledgeable = () => ({ createdAt: createdAt(), acknowledgedAt: instant("acknowledged_at") })

/** One JSON value per key (operator switches, the simulator's own state). */
export const keyValue = () => ({
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
})

/**
 * A price as stored: fractional numerator and denominator integers (`<key>Num`, `<key>Den`), from
 * which the decimal price is derived (1 + n/d), so that it cannot disagree with itself in the two
 * formats.
 */
export const fraction = <K extends string>(key: K, column: string) =>
  ({ [`${key}Num`]: integer(`${column}_num`), [`${key}Den`]: integer(`${column}_den`) }) as Record<
    `${K}Num` | `${K}Den`,
    PgIntegerBuilderInitial<string>
  >

/** A phone number as the bettor gave it: the dial code ("+44") and the national number. */
export const phoneNumber = () => ({
  dialCode: text("dial_code").notNull(),
  number: text("number").notNull(),
})
