/**
 * The device id: one random id per browser, kept in storage, sent with the socket connection
 * (`device_id`) and as the analytics distinct id at registration.
 *
 * `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a test deployment served
 * over plain HTTP on a LAN address still needs an id, so a v4 UUID is built from
 * `getRandomValues`, which works everywhere.
 */
import type { AppStorage } from "./storage/storage.js"

/** `crypto`, or the part of it we use. */
export interface RandomSource {
  readonly randomUUID?: () => string
  getRandomValues?(array: Uint8Array<ArrayBuffer>): unknown
}

export const randomUuid = (source: RandomSource | undefined): string => {
  if (source?.randomUUID) return source.randomUUID()
  const bytes = new Uint8Array(16)
  if (source?.getRandomValues) source.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = (bytes[6]! & 0x0f) | 0x40 // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80 // RFC 4122 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The stored device id, or a new one, persisted before it is returned. */
export const ensureDeviceId = (storage: AppStorage, source: RandomSource | undefined): string => {
  const stored = storage.get("deviceId")
  if (stored && stored.trim() !== "") return stored
  const id = randomUuid(source)
  storage.set("deviceId", id)
  return id
}
