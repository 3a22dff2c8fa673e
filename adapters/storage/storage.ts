/**
 * Local storage (spec §9 "Local storage"): every key the app keeps on the device, under one prefix
 * so that several apps on one origin (and our own future key changes) never collide.
 *
 * Storage can be missing or hostile: Safari's private mode used to throw on `setItem`, some
 * embedded browsers throw on merely reading `window.localStorage`, and a full quota throws on
 * write. None of that may break the app, so every access falls back to an in-memory copy that
 * lives as long as the page.
 */

export const STORAGE_PREFIX = "sb:"

/** The keys of spec §9, plus the non-production overrides of spec §6. Values are the unprefixed names. */
export const STORAGE_KEYS = {
  oddsFormat: "oddsFormat",
  notificationPrompt: "notificationPrompt",
  crossSellClosed: "crossSellClosed",
  dailyGamePlayed: "dailyGamePlayed",
  lastForcedReload: "lastForcedReload",
  depositLimitPrompt: "depositLimitPrompt",
  firstVirtualsBet: "firstVirtualsBet",
  virtualsSessionEnd: "virtualsSessionEnd",
  authToken: "authToken",
  deviceId: "deviceId",
  betbuilderBanner: "betbuilderBanner",
  drawerExpanded: "drawerExpanded",
  betslipExpanded: "betslipExpanded",
  tipsQuickBet: "tipsQuickBet",
  casinoQuickAccess: "casinoQuickAccess",
  hideBalance: "hideBalance",
  stakes: "stakes",
  stakeOptions: "stakeOptions",
  // Overrides (non-production only, spec §6). Kept apart from the bettor's own odds format, so that
  // clearing the overrides does not forget the format the person chose.
  apiUrlOverride: "override:apiUrl",
  wsUrlOverride: "override:wsUrl",
  countryOverride: "override:country",
  oddsFormatOverride: "override:oddsFormat",
} as const

export type StorageName = keyof typeof STORAGE_KEYS

export const OVERRIDE_KEYS: ReadonlyArray<StorageName> = ["apiUrlOverride", "wsUrlOverride", "countryOverride", "oddsFormatOverride"]

/** Flags that read as true until the person changes them (spec §9: drawer and betslip expanded). */
const FLAG_DEFAULTS: Partial<Record<StorageName, boolean>> = { drawerExpanded: true, betslipExpanded: true }

/**
 * The storage name of a key core persists. Areas declare the keys they write (`Area.storageKeys`,
 * gathered in core/app/endpoints.ts STORAGE_KEYS); a spec checks every one is known here, and an
 * unknown key is refused loudly rather than stored under a made-up name.
 */
export const storageNameOfCoreKey = (key: string): StorageName => {
  if (!Object.hasOwn(STORAGE_KEYS, key)) throw new Error(`storage: core asked to persist '${key}', which no storage name maps`)
  return key as StorageName
}

export const prefixed = (name: StorageName): string => STORAGE_PREFIX + STORAGE_KEYS[name]

/** The part of the Web Storage API we use; `window.localStorage` satisfies it. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface AppStorage {
  get(name: StorageName): string | null
  /** Writes the value; null removes the key. */
  set(name: StorageName, value: string | null): void
  remove(name: StorageName): void
  /** "true"/"false" as a boolean; a missing or unreadable value gives the key's default. */
  getFlag(name: StorageName): boolean
  setFlag(name: StorageName, value: boolean): void
  /** JSON values (stakes, stake options); anything unparsable reads as null. */
  getJson(name: StorageName): unknown
  setJson(name: StorageName, value: unknown): void
  /** False when the browser's storage was unusable and values only live in memory. */
  readonly persistent: boolean
}

export const createMemoryStorage = (): StorageLike => {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  }
}

const PROBE_KEY = `${STORAGE_PREFIX}probe`

/** Reads `window.localStorage` and proves it writable; null when it is not. */
export const probeLocalStorage = (getStorage: () => StorageLike | null | undefined): StorageLike | null => {
  try {
    const storage = getStorage()
    if (!storage) return null
    storage.setItem(PROBE_KEY, "1")
    storage.removeItem(PROBE_KEY)
    return storage
  } catch {
    return null
  }
}

/**
 * Wraps a storage (or none) so that no call ever throws. Writes go to memory too, so that a value
 * written once the quota is full still reads back for the rest of the page's life.
 */
export const createAppStorage = (backing: StorageLike | null): AppStorage => {
  const memory = createMemoryStorage()
  // Keys whose last write the browser refused: memory holds their current value.
  const memoryOnly = new Set<string>()
  const read = (key: string): string | null => {
    if (backing && !memoryOnly.has(key)) {
      try {
        return backing.getItem(key)
      } catch {
        // fall through to memory
      }
    }
    return memory.getItem(key)
  }
  const write = (key: string, value: string | null): void => {
    if (value === null) memory.removeItem(key)
    else memory.setItem(key, value)
    if (!backing) return
    try {
      if (value === null) backing.removeItem(key)
      else backing.setItem(key, value)
      memoryOnly.delete(key)
    } catch {
      // Storage full or revoked is not the person's problem: the memory copy stands in.
      memoryOnly.add(key)
    }
  }
  const storage: AppStorage = {
    get: (name) => read(prefixed(name)),
    set: (name, value) => write(prefixed(name), value),
    remove: (name) => write(prefixed(name), null),
    getFlag(name) {
      const value = read(prefixed(name))
      if (value === "true") return true
      if (value === "false") return false
      return FLAG_DEFAULTS[name] ?? false
    },
    setFlag: (name, value) => write(prefixed(name), String(value)),
    getJson(name) {
      const value = read(prefixed(name))
      if (value === null) return null
      try {
        return JSON.parse(value) as unknown
      } catch {
        return null
      }
    },
    setJson: (name, value) => write(prefixed(name), JSON.stringify(value)),
    persistent: backing !== null,
  }
  return storage
}

/** The app's storage on a window: local storage when usable, memory otherwise. */
export const createBrowserStorage = (win: { readonly localStorage?: StorageLike } | undefined): AppStorage =>
  createAppStorage(probeLocalStorage(() => win?.localStorage))
