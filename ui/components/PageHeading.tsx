/**
 * The page's h1. After a route change the route host asks for focus to move to the new page's
 * heading (so screen-reader and keyboard users start at the top of what changed); the heading takes
 * it when it mounts.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react"

export interface HeadingFocus {
  /** True once per navigation: the first heading to ask gets the focus. */
  claim(): boolean
}

export const HeadingFocusContext = createContext<HeadingFocus>({ claim: () => false })

export function PageHeading({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const focus = useContext(HeadingFocusContext)
  useEffect(() => {
    if (focus.claim()) ref.current?.focus({ preventScroll: true })
  }, [focus])
  return (
    <h1 ref={ref} tabIndex={-1} className={className ? `page-heading ${className}` : "page-heading"}>
      {children}
    </h1>
  )
}
