import type { ReactNode } from "react"
import "../shell.css"

/** No chrome: transitional pages such as logout. */
export function EmptyLayout({ children }: { readonly children: ReactNode }) {
  return <main id="main" className="empty-layout">{children}</main>
}
