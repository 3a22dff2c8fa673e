/**
 * General routes (spec §2.1, §2.8): the index, the feature-gated about and jobs pages, /my-bets and
 * the 404 page.
 *
 * The index row is where the index rule applies (resolve.ts): it shows the casino home or the sport
 * home by the user's default vertical. The 404 row is named-route-only: the app navigates to it by
 * name; by URL it resolves as not found, which renders the same page.
 */
import { page, redirect, type RouteDef } from "../route.js"

export const generalRoutes: ReadonlyArray<RouteDef> = [
  page("index", "/", { title: "page.home.title" }),
  page("about", "/about", { feature: "about-page" }),
  page("jobs", "/jobs", { feature: "jobs-page" }),
  redirect("/my-bets", "/sports/bets", { name: "my-bets", feature: "PRODUCT_SPORTS" }),
  page("error.fourohfour", "/404", {
    layout: "base",
    title: "page.notFound.title",
    allowInAuthenticatedOnlyMode: true,
    meta: { namedRouteOnly: true },
  }),
]
