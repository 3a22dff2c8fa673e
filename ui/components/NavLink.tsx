/**
 * An in-app link that starts loading its page's chunk when pointed at or focused (spec §2.1 route
 * preloads, at most 4 at once through the preload queue), so the page is usually ready by the click.
 */
import type { AnchorHTMLAttributes, Ref } from "react"
import { Link } from "wouter"
import { preloadPath } from "../app/pages.js"

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "href"> & {
  readonly href: string
  readonly className?: string | ((isActive: boolean) => string | undefined)
  readonly replace?: boolean
  readonly ref?: Ref<HTMLAnchorElement>
}

export function NavLink({ href, onMouseEnter, onFocus, ...rest }: NavLinkProps) {
  return (
    <Link
      {...rest}
      href={href}
      onMouseEnter={(e) => {
        preloadPath(href)
        onMouseEnter?.(e)
      }}
      onFocus={(e) => {
        preloadPath(href)
        onFocus?.(e)
      }}
    />
  )
}
