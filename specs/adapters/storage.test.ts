import { describe, expect, it } from "vitest"
import { getCookie, removeCookie, serializeCookie, setCookie } from "../../adapters/storage/cookies.js"
import {
  createAppStorage,
  createBrowserStorage,
  createMemoryStorage,
  OVERRIDE_KEYS,
  prefixed,
  STORAGE_KEYS,
  STORAGE_PREFIX,
  storageNameOfCoreKey,
  type StorageLike,
  type StorageName,
} from "../../adapters/storage/storage.js"

const spy = (): StorageLike & { data: Map<string, string> } => {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

describe("local storage keys (spec §9)", () => {
  it("prefixes every key with sb:", () => {
    const backing = spy()
    const storage = createAppStorage(backing)
    storage.set("authToken", "tok")
    storage.set("oddsFormat", "fractional")
    expect([...backing.data.entries()]).toEqual([["sb:authToken", "tok"], ["sb:oddsFormat", "fractional"]])
    expect(storage.get("authToken")).toBe("tok")
  })

  it("has a key for each item the spec lists, and the overrides", () => {
    const names: StorageName[] = [
      "oddsFormat", "notificationPrompt", "crossSellClosed", "dailyGamePlayed", "lastForcedReload", "depositLimitPrompt",
      "firstVirtualsBet", "virtualsSessionEnd", "authToken", "deviceId", "betbuilderBanner", "drawerExpanded",
      "betslipExpanded", "tipsQuickBet", "casinoQuickAccess", "hideBalance", "stakes", "stakeOptions",
      "apiUrlOverride", "wsUrlOverride", "countryOverride", "oddsFormatOverride",
    ]
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual([...names].sort())
    const full = Object.keys(STORAGE_KEYS).map((k) => prefixed(k as StorageName))
    expect(new Set(full).size).toBe(full.length)
    expect(full.every((k) => k.startsWith(STORAGE_PREFIX))).toBe(true)
  })

  it("maps every key core persists", () => {
    for (const key of ["authToken", "deviceId", "oddsFormat", "lastForcedReload", "hideBalance"] as const) {
      expect(storageNameOfCoreKey(key)).toBe(key)
    }
  })

  it("null removes a key", () => {
    const backing = spy()
    const storage = createAppStorage(backing)
    storage.set("authToken", "tok")
    storage.set("authToken", null)
    expect(backing.data.size).toBe(0)
    expect(storage.get("authToken")).toBeNull()
  })

  it("drawer and betslip expanded default to true; other flags to false", () => {
    const storage = createAppStorage(spy())
    expect(storage.getFlag("drawerExpanded")).toBe(true)
    expect(storage.getFlag("betslipExpanded")).toBe(true)
    expect(storage.getFlag("hideBalance")).toBe(false)
    storage.setFlag("betslipExpanded", false)
    expect(storage.getFlag("betslipExpanded")).toBe(false)
  })

  it("keeps stakes as JSON and reads garbage as null", () => {
    const backing = spy()
    const storage = createAppStorage(backing)
    storage.setJson("stakeOptions", [5, 25, 100])
    expect(storage.getJson("stakeOptions")).toEqual([5, 25, 100])
    backing.data.set("sb:stakes", "{not json")
    expect(storage.getJson("stakes")).toBeNull()
  })

  it("the overrides are the four keys ClearOverrides removes", () => {
    expect(OVERRIDE_KEYS.map(prefixed)).toEqual(["sb:override:apiUrl", "sb:override:wsUrl", "sb:override:country", "sb:override:oddsFormat"])
  })
})

describe("storage unavailable (private mode): memory fallback", () => {
  it("uses memory when reading window.localStorage throws", () => {
    const win = {
      get localStorage(): StorageLike {
        throw new DOMException("denied", "SecurityError")
      },
    }
    const storage = createBrowserStorage(win)
    expect(storage.persistent).toBe(false)
    storage.set("deviceId", "d1")
    expect(storage.get("deviceId")).toBe("d1")
  })

  it("uses memory when setItem throws (Safari private mode, quota 0)", () => {
    const throwing: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError")
      },
      removeItem: () => {},
    }
    const storage = createBrowserStorage({ localStorage: throwing })
    expect(storage.persistent).toBe(false)
    storage.set("authToken", "tok")
    expect(storage.get("authToken")).toBe("tok")
  })

  it("uses memory when there is no window at all", () => {
    const storage = createBrowserStorage(undefined)
    storage.set("hideBalance", "true")
    expect(storage.getFlag("hideBalance")).toBe(true)
  })

  it("a write refused later (quota full) still reads back, without throwing", () => {
    const backing = spy()
    let full = false
    const flaky: StorageLike = {
      getItem: backing.getItem,
      removeItem: backing.removeItem,
      setItem: (k, v) => {
        if (full) throw new DOMException("quota", "QuotaExceededError")
        backing.setItem(k, v)
      },
    }
    const storage = createBrowserStorage({ localStorage: flaky })
    expect(storage.persistent).toBe(true)
    storage.set("stakes", "[1]")
    full = true
    expect(() => storage.set("stakes", "[1,2]")).not.toThrow()
    expect(storage.get("stakes")).toBe("[1,2]")
    full = false
    storage.set("stakes", "[3]")
    expect(backing.data.get("sb:stakes")).toBe("[3]")
    expect(storage.get("stakes")).toBe("[3]")
  })

  it("a getItem that throws reads as absent, never throws", () => {
    const storage = createAppStorage({
      getItem: () => {
        throw new Error("revoked")
      },
      setItem: () => {},
      removeItem: () => {},
    })
    expect(storage.get("authToken")).toBeNull()
    expect(storage.getFlag("drawerExpanded")).toBe(true)
  })

  it("the memory storage is a plain key-value store", () => {
    const memory = createMemoryStorage()
    memory.setItem("a", "1")
    expect(memory.getItem("a")).toBe("1")
    memory.removeItem("a")
    expect(memory.getItem("a")).toBeNull()
  })
})

describe("cookie helpers (spec §9)", () => {
  it("converts a lifetime in days to max-age seconds and defaults the path to /", () => {
    expect(serializeCookie("locale", "pt-BR", { maxAgeDays: 365 })).toBe("locale=pt-BR; path=/; max-age=31536000; samesite=Lax")
    expect(serializeCookie("a", "b", { path: "/sports" })).toBe("a=b; path=/sports; samesite=Lax")
  })

  it("encodes names and values, and reads them back from a cookie string", () => {
    const jar = { cookie: "other=1; btag=a%20b%3Bc; locale=es-MX" }
    expect(getCookie(jar, "btag")).toBe("a b;c")
    expect(getCookie(jar, "locale")).toBe("es-MX")
    expect(getCookie(jar, "missing")).toBeNull()
  })

  it("setCookie writes one assignment; removeCookie expires it", () => {
    const writes: string[] = []
    const jar = {
      get cookie() {
        return ""
      },
      set cookie(value: string) {
        writes.push(value)
      },
    }
    setCookie(jar, "affiliate", "x y", { maxAgeDays: 365 })
    removeCookie(jar, "affiliate")
    expect(writes).toEqual(["affiliate=x%20y; path=/; max-age=31536000; samesite=Lax", "affiliate=; path=/; max-age=0; samesite=Lax"])
  })

  it("a sandboxed document that throws on cookies reads as none and ignores writes", () => {
    const jar = {
      get cookie(): string {
        throw new DOMException("sandboxed", "SecurityError")
      },
      set cookie(_: string) {
        throw new DOMException("sandboxed", "SecurityError")
      },
    }
    expect(getCookie(jar, "a")).toBeNull()
    expect(() => setCookie(jar, "a", "b")).not.toThrow()
  })
})
