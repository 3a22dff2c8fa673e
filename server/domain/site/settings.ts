/**
 * Operator switches that every request consults (for now: maintenance). The value lives in
 * `site_settings`; each process keeps it in memory and hears changes over the bus, so a request
 * never waits on the database to learn whether the site is up.
 */
import { eq } from "drizzle-orm"
import { randomUUID } from "node:crypto"
import type { Db } from "../../db/connect.js"
import { siteSettings } from "../../db/schema.js"
import type { Bus } from "../../realtime/bus.js"
import type { Clock } from "../clock.js"

export const SETTINGS_TOPIC = "settings"
const MAINTENANCE_KEY = "maintenance"

export interface SiteSettings {
  maintenance(): boolean
  /** Stores the switch and tells every process; listeners run on each of them. */
  setMaintenance(active: boolean): Promise<void>
  onMaintenanceChange(listener: (active: boolean) => void): void
  stop(): Promise<void>
}

interface SettingsMessage {
  readonly origin: string
  readonly maintenance: boolean
}

const isSettingsMessage = (m: unknown): m is SettingsMessage =>
  typeof m === "object" && m !== null && typeof (m as SettingsMessage).origin === "string" && typeof (m as SettingsMessage).maintenance === "boolean"

export const startSiteSettings = async (db: Db, bus: Bus, clock: Clock): Promise<SiteSettings> => {
  const origin = randomUUID()
  const listeners: Array<(active: boolean) => void> = []
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, MAINTENANCE_KEY))
  let maintenance = row?.value === true

  const apply = (active: boolean) => {
    maintenance = active
    for (const listener of listeners) listener(active)
  }

  const unsubscribe = await bus.subscribe(SETTINGS_TOPIC, (message) => {
    // Our own change was applied when it was made; the echo from Redis is skipped.
    if (isSettingsMessage(message) && message.origin !== origin) apply(message.maintenance)
  })

  return {
    maintenance: () => maintenance,
    setMaintenance: async (active) => {
      const now = new Date(clock())
      await db
        .insert(siteSettings)
        .values({ key: MAINTENANCE_KEY, value: active, updatedAt: now })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: active, updatedAt: now } })
      apply(active)
      await bus.publish(SETTINGS_TOPIC, { origin, maintenance: active } satisfies SettingsMessage)
    },
    onMaintenanceChange: (listener) => {
      listeners.push(listener)
    },
    stop: unsubscribe,
  }
}
