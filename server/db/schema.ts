/**
 * The server's tables (drizzle), gathered: the base tables (accounts, sessions, ledger) and each
 * domain's own. One schema for PGlite and PostgreSQL; `npm run db:generate` turns a change in any of
 * them into a new SQL file in server/db/migrations, which is committed.
 */
export * from "./base-schema.js"
export * from "./catalogue-schema.js"
export * from "./tracking-schema.js"
export * from "./betting-schema.js"
export * from "./safer-gambling-schema.js"
export * from "./wallet-schema.js"
export * from "./account-schema.js"
export * from "./account-extras-schema.js"
export * from "./virtuals-schema.js"
export * from "./casino-schema.js"
export * from "./rewards-schema.js"
export * from "./sportsbook-schema.js"
