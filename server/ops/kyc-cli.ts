/**
 * The account area's operator commands for `npm run ops -- …` (cli.ts asks this file first):
 *
 *   kyc pending                          documents waiting for review
 *   kyc approve <email>                  approve the bettor's identity check
 *   kyc reject <email> <reason…>         reject the pending documents, with the reason the bettor sees
 *   kyc more <email> <what is needed…>   ask for another document
 *   kyc require <email> [withdraw|full]  ask the bettor to verify (withdrawals only, or everything)
 *   kyc audit <email>                    the audit trail of their identity check
 *   kyc document <id>                    a document's bytes (base64; audited)
 *   notify <email> <type> [message…]     push a notification
 *   passthrough <email> <path>           mail a one-time sign-in link that lands on <path>
 *   terms <version>                      publish new terms (clients are asked to accept them)
 *   marketing-review <email>             ask the bettor to review their marketing choices
 */

export const ACCOUNT_USAGE = `  kyc pending                             identity documents waiting for review
  kyc approve <email>                     approve a bettor's identity check
  kyc reject <email> <reason...>          reject the pending documents with a reason
  kyc more <email> <what is needed...>    ask for another document
  kyc require <email> [withdraw|full]     ask a bettor to verify (withdrawals only, or everything)
  kyc audit <email>                       the identity-check audit trail
  kyc document <id>                       fetch a document (audited)
  notify <email> <type> [message...]      push a notification
  passthrough <email> <path>              mail a one-time sign-in link to a page
  terms <version>                         publish new terms and conditions
  marketing-review <email>                ask a bettor to review their marketing preferences`

export class AccountOpsFailure extends Error {}

export interface AccountOpsRequest {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly body?: unknown
}

const need = (value: string | undefined, what: string): string => {
  if (value === undefined || value.trim() === "") throw new AccountOpsFailure(`${what} is missing.\n\n${ACCOUNT_USAGE}`)
  return value
}

/** The request for an account command, or null when the command is not one of these. */
export const accountRequest = (args: ReadonlyArray<string>): AccountOpsRequest | null => {
  const [command, a, b, ...rest] = args
  switch (command) {
    case "kyc":
      switch (a) {
        case "pending":
          return { method: "GET", path: "kyc/pending" }
        case "approve":
          return { method: "POST", path: "kyc/review", body: { email: need(b, "the e-mail"), decision: "approve" } }
        case "reject":
        case "more":
          return { method: "POST", path: "kyc/review", body: { email: need(b, "the e-mail"), decision: a, reason: need(rest.join(" ") || undefined, "the reason") } }
        case "require": {
          const scope = rest[0] ?? "withdraw"
          if (scope !== "withdraw" && scope !== "full") throw new AccountOpsFailure(`kyc require takes withdraw or full, not "${scope}".`)
          return { method: "POST", path: "kyc/require", body: { email: need(b, "the e-mail"), scope } }
        }
        case "audit":
          return { method: "GET", path: `kyc/audit?email=${encodeURIComponent(need(b, "the e-mail"))}` }
        case "document":
          return { method: "GET", path: `kyc/documents/${encodeURIComponent(need(b, "the document id"))}` }
        default:
          throw new AccountOpsFailure(`kyc takes pending, approve, reject, more, require, audit or document, not "${a ?? ""}".\n\n${ACCOUNT_USAGE}`)
      }
    case "notify":
      return {
        method: "POST",
        path: "notifications",
        body: { email: need(a, "the e-mail"), type: need(b, "the type"), ...(rest.length > 0 ? { message: rest.join(" ") } : {}) },
      }
    case "passthrough":
      return { method: "POST", path: "passthrough", body: { email: need(a, "the e-mail"), target: need(b, "the path") } }
    case "terms":
      return { method: "POST", path: "terms", body: { version: need(a, "the version") } }
    case "marketing-review":
      return { method: "POST", path: "marketing-review", body: { email: need(a, "the e-mail") } }
    default:
      return null
  }
}
