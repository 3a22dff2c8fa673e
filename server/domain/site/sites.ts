/**
 * Per-deployment site configuration (server/config/sites.json): for each brand, defaults and
 * per-country overrides of the SiteConfig that `geolocation-check` answers (core/model/site.ts).
 * A country the brand does not list gets the defaults, whose `allowed` is false: out of bounds.
 *
 * The file is decoded against the SiteConfig schema for every brand and country when the server
 * starts, so a typo fails the start, not a visitor's request.
 */
import { Result, Schema } from "effect"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Configs, SiteConfig } from "../../../core/model/site.js"

export const DEFAULT_SITES_FILE = fileURLToPath(new URL("../../config/sites.json", import.meta.url))
export const DEFAULT_COUNTRIES_FILE = fileURLToPath(new URL("../../config/countries.json", import.meta.url))

const SitesFile = Schema.Struct({
  default_brand: Schema.String,
  brands: Schema.Record(
    Schema.String,
    Schema.Struct({
      brand_name: Schema.String,
      default_country: Schema.String,
      defaults: Schema.Record(Schema.String, Schema.Unknown),
      countries: Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.Unknown)),
    }),
  ),
})

export interface Sites {
  readonly defaultBrand: string
  readonly countries: Configs
  has(brand: string): boolean
  brandName(brand: string): string
  defaultCountry(brand: string): string
  /** The site config a visitor from `country` sees on `brand`. */
  resolve(brand: string, country: string): SiteConfig | null
}

const decodeOrThrow = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, value: unknown, what: string): S["Type"] => {
  const result = Schema.decodeUnknownResult(schema)(value, { errors: "all" })
  if (Result.isFailure(result)) throw new Error(`${what} is invalid:\n${result.failure.message}`)
  return result.success
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"))

export const loadSites = (sitesFile = DEFAULT_SITES_FILE, countriesFile = DEFAULT_COUNTRIES_FILE): Sites => {
  const file = decodeOrThrow(SitesFile, readJson(sitesFile), sitesFile)
  const countries = decodeOrThrow(Configs, readJson(countriesFile), countriesFile)

  // Pre-compute every brand × country, and the defaults under key "*".
  const resolved = new Map<string, Map<string, SiteConfig>>()
  for (const [brand, entry] of Object.entries(file.brands)) {
    const perCountry = new Map<string, SiteConfig>()
    const build = (country: string, overrides: Readonly<Record<string, unknown>>) =>
      decodeOrThrow(
        SiteConfig,
        { ...entry.defaults, ...overrides, brand, brand_name: entry.brand_name, country_code: country },
        `${sitesFile} (brand ${brand}, country ${country})`,
      )
    perCountry.set("*", build("*", {}))
    for (const [country, overrides] of Object.entries(entry.countries)) perCountry.set(country.toUpperCase(), build(country.toUpperCase(), overrides))
    if (!perCountry.has(entry.default_country)) throw new Error(`${sitesFile}: brand ${brand} has no entry for its default country ${entry.default_country}`)
    resolved.set(brand, perCountry)
  }
  if (!resolved.has(file.default_brand)) throw new Error(`${sitesFile}: default brand ${file.default_brand} is not configured`)

  const brandEntry = (brand: string) => {
    const entry = file.brands[brand]
    if (!entry) throw new Error(`unknown brand ${brand}`)
    return entry
  }

  return {
    defaultBrand: file.default_brand,
    countries,
    has: (brand) => resolved.has(brand),
    brandName: (brand) => brandEntry(brand).brand_name,
    defaultCountry: (brand) => brandEntry(brand).default_country,
    resolve: (brand, country) => {
      const perCountry = resolved.get(brand)
      if (!perCountry) return null
      const exact = perCountry.get(country)
      if (exact) return exact
      const fallback = perCountry.get("*")
      return fallback ? { ...fallback, country_code: country } : null
    },
  }
}
