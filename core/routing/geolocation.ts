/**
 * The geolocation restriction (spec §2.9, §6): which product's GeolocationRestriction modal a page
 * shows when the visitor's region disables that product.
 *
 * A page's product comes from its feature gate (sports, casino, virtuals pages). Exempt: the login
 * page, internal staff (their e-mail domain is one of the configured staff domains, compared without
 * case), and routes restricted to specific users.
 */
import type { Product } from "../model/site.js"
import type { Feature, PageRoute } from "./route.js"

export interface GeolocationContext {
  /** Which products the region allows (site config `products`); false shows the restriction. */
  readonly products: Readonly<Record<Product, boolean>>
  readonly email: string | null
  readonly staffEmailDomains: ReadonlyArray<string>
  /** The page is restricted to specific users. */
  readonly restrictedToUsers?: boolean
}

const PRODUCT_OF: Partial<Record<Feature, Product>> = {
  PRODUCT_SPORTS: "sports",
  PRODUCT_CASINO: "casino",
  PRODUCT_VIRTUALS: "virtuals",
}

/** The product a page belongs to, if any. */
export const productOf = (route: PageRoute): Product | null => (route.feature && PRODUCT_OF[route.feature]) ?? null

/** Whether an e-mail address belongs to internal staff (by its domain). */
export const isStaffEmail = (email: string | null, staffEmailDomains: ReadonlyArray<string>): boolean => {
  if (!email) return false
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase()
  return email.includes("@") && staffEmailDomains.some((d) => d.toLowerCase() === domain)
}

/** The product whose GeolocationRestriction modal this page should show, or null. */
export const geolocationRestriction = (route: PageRoute, ctx: GeolocationContext): Product | null => {
  if (route.name === "login" || ctx.restrictedToUsers || isStaffEmail(ctx.email, ctx.staffEmailDomains)) return null
  const product = productOf(route)
  return product !== null && ctx.products[product] === false ? product : null
}
