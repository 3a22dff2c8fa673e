/**
 * Postal addresses (spec §3 User.address) and the address lookup behind the address lookup input
 * (spec §2.10). The spec's lookup is a third-party script and service; this reference server
 * answers from a small BUILT-IN postcode table instead (a handful of made-up streets in real
 * postcode areas), enough to exercise the input end to end. A real deployment would put a postcode
 * service behind the same call. A postcode the table does not know answers no addresses, and the
 * bettor types the address by hand.
 */
import { eq } from "drizzle-orm"
import { normalisePostcode, type AddressFields } from "../../../core/address/wire.js"
import type { Address as AddressSchema } from "../../../core/model/user.js"
import type { Db } from "../../db/connect.js"
import { userAddresses } from "../../db/schema.js"

type Row = { readonly address1: string; readonly address2: string | null; readonly city: string }

/** The built-in table: normalised postcode → the addresses in it (all GB). */
const POSTCODES: Readonly<Record<string, ReadonlyArray<Row>>> = {
  "SW1A 1AA": [{ address1: "1 Mall Yard", address2: null, city: "London" }, { address1: "2 Mall Yard", address2: null, city: "London" }],
  "EC1A 1BB": [
    { address1: "Flat 1", address2: "10 King Street", city: "London" },
    { address1: "Flat 2", address2: "10 King Street", city: "London" },
    { address1: "12 King Street", address2: null, city: "London" },
  ],
  "M1 1AE": [{ address1: "3 Piccadilly Row", address2: null, city: "Manchester" }, { address1: "5 Piccadilly Row", address2: null, city: "Manchester" }],
  "B33 8TH": [{ address1: "14 Station Road", address2: "Stechford", city: "Birmingham" }, { address1: "16 Station Road", address2: "Stechford", city: "Birmingham" }],
  "CR2 6XH": [{ address1: "7 Croham Park", address2: "South Croydon", city: "Croydon" }],
  "DN55 1PT": [{ address1: "21 Wharf Lane", address2: null, city: "Doncaster" }, { address1: "23 Wharf Lane", address2: null, city: "Doncaster" }],
  "LS1 4AP": [{ address1: "9 Park Row", address2: null, city: "Leeds" }],
  "EH1 1YZ": [{ address1: "4 Castle Wynd", address2: "Old Town", city: "Edinburgh" }],
}

export const lookupAddresses = (postcode: string): AddressFields[] => {
  const key = normalisePostcode(postcode)
  return (POSTCODES[key] ?? []).map((row) => ({ ...row, postcode: key, country_code: "GB" }))
}

export const saveAddress = async (db: Db, userId: number, address: AddressFields, now: number): Promise<void> => {
  const values = {
    address1: address.address1.trim(),
    address2: address.address2 && address.address2.trim() !== "" ? address.address2.trim() : null,
    city: address.city.trim(),
    postcode: normalisePostcode(address.postcode),
    countryCode: address.country_code.toUpperCase(),
    createdAt: new Date(now),
  }
  await db.insert(userAddresses).values({ userId, ...values }).onConflictDoUpdate({ target: userAddresses.userId, set: values })
}

/** User.address, when the bettor has given one. */
export const addressFieldOf = async (db: Db, userId: number): Promise<{ address?: typeof AddressSchema.Type }> => {
  const [row] = await db.select().from(userAddresses).where(eq(userAddresses.userId, userId))
  if (!row) return {}
  return {
    address: {
      id: row.id,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      postcode: row.postcode,
      country_code: row.countryCode,
      created_at: row.createdAt.getTime(),
    },
  }
}
