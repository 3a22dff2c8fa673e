/** spec §4 "Notifications from the server": one row per notification type, then acceptance pushes. */
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/app/commands.js"
import { selectActiveModals } from "../../core/app/selectors.js"
import type { SiteConfig } from "../../core/model/site.js"
import { snackbarTypeOf } from "../../core/notifications/reduce.js"
import { aSiteConfig, appStarted, aUser, harness } from "./harness.js"

const loggedIn = (config: Partial<SiteConfig> = {}) => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig(config) })
  h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: null }) })
  return h
}

const limit = (window_days: number) => ({ type: "LOSS", source: "USER", window_days, maximum_amount: 10, remaining_amount: 2.5 })
const acks = (cmds: ReadonlyArray<Command>) => cmds.flatMap((c) => (c._tag === "Acknowledge" ? [c.ackId] : []))

const notify = (type: string, content: unknown = null, title: string | null = "Title", msg: string | null = "Body") =>
  ({ _tag: "NotificationPushed", notification: { type, title, message: msg, ack_id: "ack-1", content } }) as const

describe("notifications from the server (spec §4)", () => {
  it.each([
    ["verification_approved opens the approved modal", "verification_approved", {}, [["VerificationApproved", "other"]], false],
    ["upload_documents opens verification (type upload_documents)", "upload_documents", {}, [["Verification", "low"]], false],
    ["edd_alert opens an alert modal", "edd_alert", {}, [["EddAlert", "high"]], false],
    ["review opens the review modal if USER_REVIEWS is on", "review", { USER_REVIEWS: true }, [["Review", "low"]], false],
    ["review opens nothing with USER_REVIEWS off (acknowledged, nothing will show it)", "review", {}, [], true],
    ["kyc_level_up is only acknowledged", "kyc_level_up", {}, [], true],
    ["kyc_action_required is only acknowledged", "kyc_action_required", {}, [], true],
  ] as const)("%s", (_name, type, features, modals, ackedNow) => {
    const h = loggedIn({ features })
    const cmds = h.send(notify(type))
    expect(selectActiveModals(h.store.getState()).map((m) => [m.name, m.layer])).toEqual(modals)
    expect(acks(cmds)).toEqual(ackedNow ? ["ack-1"] : [])
    expect(h.store.getState().snackbars).toEqual([])
  })

  it("upload_documents carries its type", () => {
    const h = loggedIn()
    h.send(notify("upload_documents"))
    expect(selectActiveModals(h.store.getState())[0]?.props).toEqual({ type: "upload_documents" })
  })

  it("a modal notification is acknowledged when the person closes its modal", () => {
    const h = loggedIn()
    h.send(notify("edd_alert"))
    const [alert] = selectActiveModals(h.store.getState())
    expect(alert?.props).toEqual({ title: "Title", message: "Body", content: null })
    expect(acks(h.send({ _tag: "ModalClosed", id: alert!.id }))).toEqual(["ack-1"])
  })

  it("the same notification pushed again (after a reconnect) is not shown twice", () => {
    const h = loggedIn()
    h.send(notify("verification_approved"))
    h.send(notify("verification_approved"))
    expect(selectActiveModals(h.store.getState()).map((m) => m.name)).toEqual(["VerificationApproved"])
  })

  it("upload_documents while the restriction's own Verification already shows is acknowledged at once", () => {
    const h = loggedIn()
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null, restrictions: { deposit: { reason: "upload_documents" } } }) })
    expect(acks(h.send(notify("upload_documents")))).toEqual(["ack-1"])
    expect(h.store.getState().modals.low).toHaveLength(1)
  })

  it("limits opens LimitReached per active limit and acknowledges", () => {
    const h = loggedIn()
    const cmds = h.send(notify("limits", { active_limits: [limit(1), limit(30)], action_type: "REACHED" }))
    expect(h.store.getState().modals.high.map((e) => [e.name, e.props])).toEqual([
      // The push carries wire amounts (£10, £2.50); the modal gets minor units.
      ["LimitReached", { limit: { ...limit(1), maximum_amount: 1000, remaining_amount: 250 }, actionType: "REACHED" }],
      ["LimitReached", { limit: { ...limit(30), maximum_amount: 1000, remaining_amount: 250 }, actionType: "REACHED" }],
    ])
    expect(acks(cmds)).toEqual(["ack-1"])
  })

  it("limits without active limits only acknowledges; unreadable content is logged and acknowledged", () => {
    const h = loggedIn()
    expect(acks(h.send(notify("limits", { active_limits: [] })))).toEqual(["ack-1"])
    const bad = h.send(notify("limits", { active_limits: "lots" }))
    expect(acks(bad)).toEqual(["ack-1"])
    expect(bad).toContainEqual(expect.objectContaining({ _tag: "Log", level: "warn" }))
    expect(h.store.getState().modals.high).toEqual([])
  })

  it.each([
    ["bonus", "bonus"], ["success", "success"], ["error", "error"], ["warning", "warning"], ["info", "info"],
    ["notification", "notification"], ["promo", "notification"], ["anything_else", "notification"],
  ])("any other type shows a snackbar of its type for 8000 ms and acknowledges: %s → %s", (type, snackbarType) => {
    const h = loggedIn()
    const cmds = h.send(notify(type))
    const [snackbar] = h.store.getState().snackbars
    expect(snackbar).toMatchObject({
      type: snackbarType, timeout: 8000,
      title: { _tag: "Literal", text: "Title" }, text: { _tag: "Literal", text: "Body" },
    })
    expect(h.timers().get(`snackbar:${snackbar!.id}`)).toBe(h.now() + 8000)
    expect(acks(cmds)).toEqual(["ack-1"])
  })

  it("a snackbar notification without a title shows its message as the title", () => {
    const h = loggedIn()
    h.send(notify("bonus", null, null, "Free bet added"))
    expect(h.store.getState().snackbars[0]).toMatchObject({ title: { _tag: "Literal", text: "Free bet added" }, text: null })
  })

  it("maps notification types to snackbar types", () => {
    expect(snackbarTypeOf("bonus")).toBe("bonus")
    expect(snackbarTypeOf("BONUS")).toBe("notification")
  })
})

describe("acceptance_notification (spec §4)", () => {
  it("opens the Acceptance modal with the payload, acknowledged on close", () => {
    const h = loggedIn()
    h.send({ _tag: "AcceptanceNotificationPushed", notification: { ack_id: "acc-1", bet_id: 99, status: "accepted" } })
    const [modal] = selectActiveModals(h.store.getState())
    expect(modal).toMatchObject({ name: "Acceptance", layer: "other", props: { ack_id: "acc-1", bet_id: 99, status: "accepted" } })
    expect(acks(h.send({ _tag: "ModalClosed", id: modal!.id }))).toEqual(["acc-1"])
  })

  it("without an ack_id closing acknowledges nothing", () => {
    const h = loggedIn()
    h.send({ _tag: "AcceptanceNotificationPushed", notification: { bet_id: 99 } })
    const [modal] = selectActiveModals(h.store.getState())
    expect(acks(h.send({ _tag: "ModalClosed", id: modal!.id }))).toEqual([])
  })
})
