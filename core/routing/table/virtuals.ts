/** Virtuals (spec §2.7), gated by PRODUCT_VIRTUALS. */
import { page, type RouteDef } from "../route.js"

export const virtualsRoutes: ReadonlyArray<RouteDef> = [
  page("virtuals", "/virtuals", { feature: "PRODUCT_VIRTUALS" }),
  // A page per event type (issue 17): horses, greyhounds, football.
  page("virtuals.kind", "/virtuals/:kind", { feature: "PRODUCT_VIRTUALS", title: "page.virtuals.title" }),
]
