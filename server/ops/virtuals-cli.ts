/** The virtuals' operator command for `npm run ops` (cli.ts): `virtuals start <horses|greyhounds|football>`. */
import { VIRTUAL_KINDS } from "../domain/virtuals/model.js"

export const VIRTUALS_USAGE = "  virtuals start <horses|greyhounds|football>  start the next virtual event of that kind now"

export class VirtualsOpsFailure extends Error {}

export const virtualsRequest = (args: ReadonlyArray<string>): { method: "POST"; path: string; body: unknown } | null => {
  const [command, action, kind, extra] = args
  if (command !== "virtuals") return null
  if (action !== "start" || kind === undefined || !(VIRTUAL_KINDS as ReadonlyArray<string>).includes(kind) || extra !== undefined) {
    throw new VirtualsOpsFailure(`virtuals takes: start <${VIRTUAL_KINDS.join("|")}>.`)
  }
  return { method: "POST", path: "virtuals/start", body: { kind } }
}
