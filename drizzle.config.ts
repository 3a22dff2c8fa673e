/**
 * drizzle-kit settings: `npm run db:generate` diffs server/db/schema.ts against the committed
 * snapshots and writes the next SQL migration. The same folder migrates PGlite and PostgreSQL.
 */
import { defineConfig } from "drizzle-kit"

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
})
