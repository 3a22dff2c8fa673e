/**
 * Every call core can ask for, declared once by the area that makes it (`Area.endpoints`), in one
 * table built from the list of areas. The shell (adapters/api) runs a `Call` by looking its
 * endpoint up here. Two areas declaring one name is a bug, refused when the table is built.
 */
import { Schema } from "effect"
import type { AnyArea, AnyEndpoint, PushRoute } from "../kernel/index.js"
import { AREAS } from "./areas.js"

const tableOf = <T>(part: (area: AnyArea) => Readonly<Record<string, T>> | undefined, what: string): Readonly<Record<string, T>> => {
  const table: Record<string, T> = {}
  for (const area of AREAS as ReadonlyArray<AnyArea>) {
    for (const [name, value] of Object.entries(part(area) ?? {})) {
      if (Object.hasOwn(table, name)) throw new Error(`core/app: ${what} '${name}' is declared twice (again by ${area.key})`)
      table[name] = value
    }
  }
  return table
}

/** Endpoint name → its declaration. */
export const ENDPOINTS: Readonly<Record<string, AnyEndpoint>> = tableOf((a) => a.endpoints, "endpoint")

/** Every endpoint name, as a schema (request ids and failures name them). */
export const ENDPOINT_NAMES: ReadonlyArray<string> = Object.keys(ENDPOINTS)
export const EndpointName = Schema.Literals(ENDPOINT_NAMES as [string, ...string[]])
export type EndpointName = string

/** Server push name → its schema and event (the socket's table). */
export const PUSH_ROUTES: Readonly<Record<string, PushRoute>> = tableOf((a) => a.pushes, "push")

/** Every local-storage key an area writes (spec §9; the storage adapter knows each one's name). */
export const STORAGE_KEYS: ReadonlyArray<string> = (AREAS as ReadonlyArray<AnyArea>).flatMap((a) => a.storageKeys ?? [])
