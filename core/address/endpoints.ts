/** The address calls; wire shapes in wire.ts, server side in server/http/routes/account-extras.ts. */
import { defineEndpoint, encodedBody, fixed, eventWith } from "../kernel/index.js"
import { User } from "../model/user.js"
import { AddressFields, AddressLookupResponse } from "./wire.js"

export const lookupAddress = defineEndpoint<{ readonly postcode: string }>()({
  name: "lookupAddress", method: "GET", path: fixed("addresses/lookup"),
  query: (input: { readonly postcode: string }) => ({ postcode: input.postcode }),
  response: AddressLookupResponse,
  toEvent: (answer, requestId, input) => ({ _tag: "AddressesFound", requestId, postcode: input.postcode, addresses: answer.addresses }),
})

export const saveAddress = defineEndpoint<AddressFields>()({
  name: "saveAddress", method: "PUT", path: fixed("users/address"),
  body: encodedBody(AddressFields, (input: AddressFields) => input),
  response: User, cancelInFlight: true, toEvent: eventWith("AddressSaved", "user"),
})

export const ADDRESS_ENDPOINTS = { lookupAddress, saveAddress }
