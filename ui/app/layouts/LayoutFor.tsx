/**
 * Maps core's layout names (spec §2.1) to the shells that draw them. Layouts stay mounted while
 * the person moves between pages of the same layout, so the header does not flicker.
 */
import type { ReactNode } from "react"
import type { Layout } from "../../../core/routing/routes.js"
import { CardLayout, type CardVariant } from "./CardLayout.js"
import { DefaultLayout } from "./DefaultLayout.js"
import { EmptyLayout } from "./EmptyLayout.js"
import { PlayerLayout } from "./PlayerLayout.js"

const cardVariants: Partial<Record<Layout, CardVariant>> = {
  auth: "auth",
  welcome: "welcome",
  signup: "signup",
  "email-auth": "email-auth",
}

export function LayoutFor({ layout, routeName, children }: {
  readonly layout: Layout
  readonly routeName: string | null
  readonly children: ReactNode
}) {
  const variant = cardVariants[layout]
  if (variant) return <CardLayout variant={variant}>{children}</CardLayout>
  if (layout === "empty") return <EmptyLayout>{children}</EmptyLayout>
  if (layout === "casino-game-player") return <PlayerLayout>{children}</PlayerLayout>
  return <DefaultLayout routeName={routeName}>{children}</DefaultLayout>
}
