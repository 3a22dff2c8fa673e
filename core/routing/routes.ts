/**
 * The routing area (spec §2): the route table as data (table/), the matcher (pattern.ts), `resolve`
 * with the route guards of §2.9 (resolve.ts), modal deep links of §2.10 (modals.ts) and the
 * geolocation restriction (geolocation.ts). Pure: wouter only renders what `resolve` returns.
 *
 * This module is the area's entry point; the route host imports from here.
 */
export type { Access, Feature, Layout, PageOptions, PageRoute, RedirectRoute, RouteDef, RouteMeta } from "./route.js"
export { ID_RULES, inVertical, isExternal, page, redirect } from "./route.js"
export type { Constraints, Params } from "./pattern.js"
export { fillTemplate, matchPath } from "./pattern.js"
export type { Query } from "./query.js"
export { formatQuery, parseQuery, withQuery } from "./query.js"
export { routes } from "./table/index.js"
export { LOGOUT_SOURCES, type LogoutSource } from "./table/auth.js"
export type { Location, Resolution, ResolveContext, RouteMatch, RouteTable } from "./resolve.js"
export { matchLocation, resolve, resolveIn, routeTable, table, urlFor, urlForIn } from "./resolve.js"
export type { DeepLinkModal, ModalDeepLink } from "./modals.js"
export { MARKETING_PREFERENCES_REVIEW_FLAG, modalDeepLink } from "./modals.js"
export type { GeolocationContext } from "./geolocation.js"
export { geolocationRestriction, isStaffEmail, productOf } from "./geolocation.js"
