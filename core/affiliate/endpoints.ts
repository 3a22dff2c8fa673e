/** The affiliate call (spec §7); wire shape in wire.ts, server side in server/http/routes/account-extras.ts. */
import { ACKNOWLEDGEMENT, completed, defineEndpoint, encodedBody, fixed } from "../kernel/index.js"
import { AffiliateRegisterRequest } from "./wire.js"

export const registerAffiliate = defineEndpoint<AffiliateRegisterRequest>()({
  name: "registerAffiliate", method: "POST", path: fixed("users/attribute/income-access/register"),
  body: encodedBody(AffiliateRegisterRequest, (input: AffiliateRegisterRequest) => input),
  response: ACKNOWLEDGEMENT, toEvent: completed("registerAffiliate"),
})
