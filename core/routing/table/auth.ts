/**
 * Authentication routes (spec §2.3).
 *
 * Login, welcome, signup and password recover are for visitors: a logged-in user is sent to index
 * keeping only the modal query. These pages, the e-mail confirmation pages, password reset, the
 * passthrough and logout stay reachable for visitors in authenticated-only mode (otherwise nobody
 * could log in). /logout lifts its `source` query (inactivity-modal | reality-check) into params.
 *
 * Title ids of the skeleton's rows predate the `page.<name>.title` convention and are kept, because
 * the UI's message catalogue already holds them.
 */
import { page, redirect, type PageOptions, type RouteDef } from "../route.js"

const open: PageOptions = { allowInAuthenticatedOnlyMode: true }
const visitorsOnly: PageOptions = { ...open, access: "logged-out-only" }

export const LOGOUT_SOURCES = ["inactivity-modal", "reality-check"] as const
export type LogoutSource = (typeof LOGOUT_SOURCES)[number]

export const authRoutes: ReadonlyArray<RouteDef> = [
  page("login", "/login", { ...visitorsOnly, layout: "auth", title: "page.login.title" }),
  page("welcome", "/welcome", { ...visitorsOnly, layout: "welcome", title: "page.welcome.title" }),
  redirect("/auth", "/", { name: "auth" }),
  page("auth.signup", "/auth/signup", { ...visitorsOnly, layout: "signup", title: "page.signup.title" }),
  page("auth.confirmation", "/auth/confirmation", { ...open, layout: "email-auth", title: "page.confirmation.title" }),
  page("auth.confirmation-failure", "/auth/confirmation-failure", { ...open, layout: "email-auth", title: "page.confirmationFailure.title" }),
  page("auth.password.recover", "/auth/password/recover", { ...visitorsOnly, layout: "auth", title: "page.recover.title" }),
  page("auth.password.reset", "/auth/password/reset", { ...open, layout: "auth", title: "page.reset.title" }),
  page("auth.passthrough", "/auth/passthrough", { ...open, layout: "empty" }),
  page("logout", "/logout", { ...open, layout: "empty", title: "page.logout.title", queryParams: { source: LOGOUT_SOURCES } }),
  redirect("/account/login", "/login"),
]
