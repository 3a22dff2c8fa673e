/**
 * The columns that point at a user (users is in base-schema.ts): the owner of a row, and the key of
 * a table that holds one row per user. base-schema.ts itself writes them out, since it defines
 * users and must not import this file back.
 */
import { integer } from "drizzle-orm/pg-core"
import { users } from "./base-schema.js"
import { bigserialId, serialId } from "./columns.js"

/** The user a row belongs to. */
export const userRef = () => integer("user_id").notNull().references(() => users.id)

/** The primary key of a table with at most one row per user (settings, preferences, a case). */
export const userKey = () => integer("user_id").primaryKey().references(() => users.id)

/** The usual head of a user's row: a serial id and the user it belongs to. */
export const userOwned = () => ({ id: serialId(), userId: userRef() })

/** The same with a bigserial id, for tables that grow with every bet, event or play. */
export const userOwnedBig = () => ({ id: bigserialId(), userId: userRef() })
