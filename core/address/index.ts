/** The address lookup input and the bettor's saved address (issue 15): the area. See reduce.ts. */
import { defineArea, tagsOf } from "../kernel/index.js"
import { ADDRESS_ENDPOINTS } from "./endpoints.js"
import { ADDRESS_EVENTS } from "./events.js"
import { initialAddress, reduceAddress, type AddressState } from "./reduce.js"

export const address = defineArea({
  key: "address", initial: initialAddress, reduce: reduceAddress, events: ADDRESS_EVENTS,
  endpoints: ADDRESS_ENDPOINTS,
  handles: [...tagsOf(ADDRESS_EVENTS), "RequestFailed", "SessionEnded"],
})

export type AddressRoot = { readonly address: AddressState }
export const selectAddressLookup = (s: AddressRoot) => s.address.lookup
export const selectAddressSave = (s: AddressRoot) => s.address.save

export * from "./events.js"
export { addressToSave, initialAddress, type AddressState } from "./reduce.js"
export { ADDRESS_LIMITS, normalisePostcode, POSTCODE_PATTERN, type AddressFields } from "./wire.js"
