/** The top of an auth page: its heading (the page's h1) and what it says under it. */
import type { ReactNode } from "react"
import { PageHeading } from "../../components/PageHeading.js"

export function AuthIntro({ heading, children }: { readonly heading: ReactNode; readonly children?: ReactNode }) {
  return (
    <div className="auth__intro">
      <PageHeading>{heading}</PageHeading>
      {children}
    </div>
  )
}
