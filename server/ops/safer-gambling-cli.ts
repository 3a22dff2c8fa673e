/**
 * Safer-gambling commands for `npm run ops` (cli.ts), over server/ops/safer-gambling.ts:
 *   exclude <email> timeout <days>            a time-out (1..42 days), as if the bettor took it
 *   exclude <email> self <6m|1y|2y|5y>        a self-exclusion
 *   lift <email> [reason]                     end a time-out or self-exclusion early (operator only)
 *   limit <email> deposit|loss <days> <£|none>  the operator's mandatory limit (none lifts it)
 *   restrict <email> <key> [reason]           put a restriction of spec §4 on (reason default verify)
 *   unrestrict <email> <key>                  take it off
 *   register <email> <lastname> <dd/mm/yyyy> <days>   add someone to the exclusion register
 */
export const SAFER_GAMBLING_USAGE = `  exclude <email> timeout <days> | self <6m|1y|2y|5y>   time-out or self-exclude a bettor
  lift <email> [reason]                   end a time-out or self-exclusion early
  limit <email> deposit|loss <days> <amount|none>   set or lift the operator's mandatory limit
  restrict <email> <key> [reason]         put a restriction on (bet, deposit, withdraw, email, free_play, upgrade_required, initial_kyc_pending, manual_kyc_required)
  unrestrict <email> <key>                take a restriction off
  register <email> <lastname> <dd/mm/yyyy> <days>   add someone to the self-exclusion register`

export type SaferRequest = { readonly method: "POST"; readonly path: string; readonly body: unknown } | { readonly usage: string }

const COMMANDS = new Set(["exclude", "lift", "limit", "restrict", "unrestrict", "register"])

export const saferGamblingRequest = (args: ReadonlyArray<string>): SaferRequest | null => {
  const [command, email, a, b, c] = args
  if (command === undefined || !COMMANDS.has(command)) return null
  if (email === undefined) return { usage: `${command} needs the bettor's e-mail.\n\n${SAFER_GAMBLING_USAGE}` }
  switch (command) {
    case "exclude":
      if (a === "timeout" && b !== undefined && /^\d+$/.test(b)) return { method: "POST", path: "safer-gambling/exclusions", body: { email, kind: "timeout", days: Number(b) } }
      if (a === "self" && (b === "6m" || b === "1y" || b === "2y" || b === "5y")) return { method: "POST", path: "safer-gambling/exclusions", body: { email, kind: "self_exclusion", interval: b } }
      return { usage: `exclude takes timeout <days> or self <6m|1y|2y|5y>.\n\n${SAFER_GAMBLING_USAGE}` }
    case "lift":
      return { method: "POST", path: "safer-gambling/exclusions/lift", body: { email, reason: [a, b, c].filter(Boolean).join(" ") || "operator" } }
    case "limit":
      if ((a === "deposit" || a === "loss") && b !== undefined && /^\d+$/.test(b) && c !== undefined && (c === "none" || /^\d+(\.\d{1,2})?$/.test(c))) {
        return { method: "POST", path: "safer-gambling/limits", body: { email, type: a, window_days: Number(b), maximum_amount: c === "none" ? null : Number(c) } }
      }
      return { usage: `limit takes deposit|loss <window days> <amount|none>, e.g. limit demo@sportsbook.test deposit 1 20.\n\n${SAFER_GAMBLING_USAGE}` }
    case "restrict":
    case "unrestrict":
      if (a === undefined) return { usage: `${command} takes a restriction key.\n\n${SAFER_GAMBLING_USAGE}` }
      return { method: "POST", path: "safer-gambling/restrictions", body: { email, key: a, reason: command === "unrestrict" ? null : (b ?? "verify") } }
    case "register":
      if (a !== undefined && b !== undefined && /^\d{2}\/\d{2}\/\d{4}$/.test(b) && c !== undefined && /^\d+$/.test(c)) {
        return { method: "POST", path: "safer-gambling/register", body: { email, lastname: a, dob: b, days: Number(c) } }
      }
      return { usage: `register takes <email> <lastname> <dd/mm/yyyy> <days>.\n\n${SAFER_GAMBLING_USAGE}` }
    default:
      return null
  }
}
