/**
 * The site's frame: the header, the drawer (a collapsible rail on desktop, a sheet from the menu
 * button on mobile), the page with the footer under it, and the verticals' tab bar on mobile.
 * On the sports pages the betslip sits beside the page (desktop) or as a bar over the tab bar (mobile).
 */
import { Suspense, useCallback, useEffect, useId, useState, type ReactNode } from "react"
import { Msg } from "../../components/Msg.js"
import { useSend } from "../runtime.js"
import { ErrorBoundary } from "../ErrorBoundary.js"
import { ChunkLoadError, LazyBetslipDock, reportChunkLoadFailed } from "../pages.js"
import { useCurrentLocation } from "../location.js"
import { DesktopDrawer, MobileDrawer } from "./SiteDrawer.js"
import { SiteFooter } from "./SiteFooter.js"
import { SiteHeader } from "./SiteHeader.js"
import { TabBar } from "./TabBar.js"
import "../shell.css"

export function DefaultLayout({ routeName, children }: { readonly routeName: string | null; readonly children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const { path } = useCurrentLocation()

  // Following a link in the sheet closes it; the new page's heading takes the focus.
  useEffect(() => setMenuOpen(false), [path])
  // Closed by the person (Escape, close button, backdrop): the focus goes back to the menu button.
  const closeMenu = useCallback(() => {
    setMenuOpen(false)
    setTimeout(() => document.getElementById(`${menuId}-button`)?.focus(), 0)
  }, [menuId])

  return (
    <div className="default-layout">
      <a className="skip-link" href="#main"><Msg id="app.skipToContent" /></a>
      <SiteHeader routeName={routeName} menuOpen={menuOpen} menuId={menuId} onOpenMenu={() => setMenuOpen(true)} />
      <div className="shell">
        <DesktopDrawer />
        <div className="shell__content">
          <main id="main" className="site-main">{children}</main>
          <SiteFooter />
        </div>
        {/* Virtual sports (issue 17) are bet through the same betslip. */}
        {routeName?.startsWith("sport") || routeName?.startsWith("virtuals") ? <BetslipDockSlot /> : null}
      </div>
      <TabBar />
      {menuOpen ? <MobileDrawer id={menuId} onClose={closeMenu} /> : null}
    </div>
  )
}

/**
 * The betslip's chunk is lazy (ui/app/pages.ts). The pages that show it wait for it, so it is in
 * before they appear and the fallback is never seen on them; a page without a chunk of its own
 * (coming soon) may show the column a moment empty. A failed download is reported to core like a
 * page's (the error snackbar, then a reload) and leaves the page without a betslip, not a 500 page.
 */
function BetslipDockSlot() {
  const send = useSend()
  const onError = useCallback((error: unknown) => {
    if (error instanceof ChunkLoadError) reportChunkLoadFailed(send, error)
  }, [send])
  return (
    <ErrorBoundary fallback={null} onError={onError}>
      <Suspense fallback={null}>
        <LazyBetslipDock />
      </Suspense>
    </ErrorBoundary>
  )
}
