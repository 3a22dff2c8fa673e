/** Encoding responses with the wire schemas: minor units become decimals, epoch ms ISO text. */
import { Schema } from "effect"
import type { Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import type { AppEnv } from "./env.js"

export const respond = <S extends Schema.ConstraintEncoder<unknown>>(
  c: Context<AppEnv>,
  schema: S,
  value: S["Type"],
  status: ContentfulStatusCode = 200,
): Response => {
  c.header("Cache-Control", "no-store")
  return c.json(Schema.encodeSync(schema)(value) as object, status)
}
