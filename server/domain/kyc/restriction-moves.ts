/**
 * How an identity check moves the user's restrictions (spec §4 Restrictions: keys
 * initial_kyc_pending, manual_kyc_required, withdraw…; reasons verify, upload_documents, pending),
 * through the restrictions area (server/domain/restrictions):
 *
 *   required "withdraw"   withdraw: verify            (withdrawals wait for identity)
 *   required "full"       manual_kyc_required: verify (everything waits, UK: verify before play)
 *   documents uploaded    each KYC-held restriction becomes reason pending
 *                         (manual_kyc_required becomes initial_kyc_pending: pending)
 *   approved              initial_kyc_pending, manual_kyc_required and a KYC-held withdraw lifted
 *   rejected / more asked each KYC-held restriction becomes reason upload_documents
 *                         (initial_kyc_pending becomes manual_kyc_required: upload_documents)
 *
 * A withdraw restriction is "KYC-held" when its reason is one of the identity reasons; one set for
 * another cause (an operator's block) is left alone. Uploading never adds a restriction a bettor
 * did not have: sending a passport must not stop them betting while it is read.
 */
import type { Db } from "../../db/connect.js"
import { clearRestriction, restrictionsOf, setRestriction } from "../restrictions/index.js"

export const KYC_REASONS: ReadonlySet<string> = new Set(["verify", "upload_documents", "pending"])

type GateKey = "initial_kyc_pending" | "manual_kyc_required"

export type KycMove = "required_withdraw" | "required_full" | "uploaded" | "approved" | "rejected" | "more_requested"

export const moveRestrictions = async (db: Db, userId: number, move: KycMove, now: number): Promise<void> => {
  const current = await restrictionsOf(db, userId)
  const withdrawHeldByKyc = current.withdraw !== undefined && KYC_REASONS.has(current.withdraw.reason)
  const gated = current.initial_kyc_pending !== undefined || current.manual_kyc_required !== undefined
  // Uploading and being asked again are mirror moves: each KYC-held restriction takes the new
  // reason, and the gate moves from one of its two keys to the other.
  const holdFor = async (reason: "pending" | "upload_documents", from: GateKey, to: GateKey) => {
    if (withdrawHeldByKyc) await setRestriction(db, userId, "withdraw", reason, now)
    if (gated) {
      await clearRestriction(db, userId, from, now)
      await setRestriction(db, userId, to, reason, now)
    }
  }
  switch (move) {
    case "required_withdraw":
      if (current.withdraw === undefined || withdrawHeldByKyc) await setRestriction(db, userId, "withdraw", "verify", now)
      return
    case "required_full":
      await setRestriction(db, userId, "manual_kyc_required", "verify", now)
      return
    case "uploaded":
      return holdFor("pending", "manual_kyc_required", "initial_kyc_pending")
    case "approved":
      await clearRestriction(db, userId, "initial_kyc_pending", now)
      await clearRestriction(db, userId, "manual_kyc_required", now)
      if (withdrawHeldByKyc) await clearRestriction(db, userId, "withdraw", now)
      return
    case "rejected":
    case "more_requested":
      return holdFor("upload_documents", "initial_kyc_pending", "manual_kyc_required")
  }
}
