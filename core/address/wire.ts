/**
 * The address lookup input of spec §2.10 ("selecting fills address1, address2, city, postcode,
 * country_code") and the address it saves (spec §3 User.address).
 *
 * The spec's lookup is a third-party script; this product asks its own server instead
 * (`GET addresses/lookup?postcode=`), which answers from a small built-in postcode table
 * (server/domain/account/addresses.ts). `PUT users/address` stores the chosen (or typed) address
 * and answers the refreshed user.
 */
import { Schema } from "effect"

export const ADDRESS_LIMITS = { address1: 100, address2: 100, city: 60, postcode: 10 } as const

/** UK-style postcodes: outward code, optional space, inward code ("SW1A 1AA"). */
export const POSTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i

/** "sw1a1aa" → "SW1A 1AA": how postcodes are compared and stored. */
export const normalisePostcode = (raw: string): string => {
  const compact = raw.replace(/\s+/g, "").toUpperCase()
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact
}

const bounded = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max))

export const AddressFields = Schema.Struct({
  address1: bounded(ADDRESS_LIMITS.address1),
  address2: Schema.NullOr(Schema.String.check(Schema.isMaxLength(ADDRESS_LIMITS.address2))),
  city: bounded(ADDRESS_LIMITS.city),
  postcode: bounded(ADDRESS_LIMITS.postcode),
  country_code: Schema.String.check(Schema.isMinLength(2), Schema.isMaxLength(2)),
})
export type AddressFields = typeof AddressFields.Type

export const AddressLookupResponse = Schema.Struct({ addresses: Schema.Array(AddressFields) })
export type AddressLookupResponse = typeof AddressLookupResponse.Type
