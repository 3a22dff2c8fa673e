/**
 * Renders what core's `resolve` says the current location shows (DESIGN.md §4): a page inside its
 * layout, a redirect, the 404 page, or a quiet wait while a stored session is restored.
 *
 * It also sets the document title (`{title} - {brand}`, spec §9), scrolls to the top and moves
 * focus to the new page's heading after each page change (spec §2.1). Core learns of location
 * changes from the runtime (adapters/navigation.ts), which reports every History API change as
 * `LocationChanged` before React renders it.
 */
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from "react"
import { useIntl } from "react-intl"
import { Redirect } from "wouter"
import { resolve, type Resolution } from "../../core/routing/routes.js"
import { selectBrandName, selectIsLoggedIn, selectSessionRestoring } from "../../core/app/selectors.js"
import { HeadingFocusContext, type HeadingFocus } from "../components/PageHeading.js"
import { NotFoundPage } from "../pages/errors/NotFoundPage.js"
import { ComingSoonPage } from "../pages/general/ComingSoonPage.js"
import { LayoutFor } from "./layouts/LayoutFor.js"
import { useCurrentLocation } from "./location.js"
import { pages } from "./pages.js"
import { PageLoading } from "./PageLoading.js"
import { useSelector } from "./runtime.js"

export const NOT_FOUND_ROUTE = "error.fourohfour"

function useDocumentTitle(resolution: Resolution) {
  const intl = useIntl()
  const brand = useSelector(selectBrandName)
  const titleId = resolution._tag === "Page" ? resolution.route.title : resolution._tag === "NotFound" ? "page.notFound.title" : null
  useEffect(() => {
    if (titleId === null) return
    const title = intl.formatMessage({ id: titleId })
    document.title = intl.formatMessage({ id: "page.titleTemplate" }, { title, brand })
  }, [intl, titleId, brand])
}

/** Scroll to top and hand the focus to the next page heading, on every path change but the first. */
function usePageChange(path: string): HeadingFocus {
  const pending = useRef(false)
  const first = useRef(true)
  const focus = useMemo<HeadingFocus>(() => ({
    claim: () => {
      if (!pending.current) return false
      pending.current = false
      return true
    },
  }), [])
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    pending.current = true
    window.scrollTo(0, 0)
  }, [path])
  return focus
}

export function RouteHost() {
  const { path, search } = useCurrentLocation()
  const loggedIn = useSelector(selectIsLoggedIn)
  const restoring = useSelector(selectSessionRestoring)
  const resolution = useMemo(() => resolve({ path, search }, { loggedIn, restoring }), [path, search, loggedIn, restoring])

  useDocumentTitle(resolution)
  const headingFocus = usePageChange(path)

  let content: ReactNode
  switch (resolution._tag) {
    case "Redirect":
      content = <Redirect to={resolution.to} replace />
      break
    case "Pending":
      content = <LayoutFor layout="default" routeName={null}><PageLoading /></LayoutFor>
      break
    case "NotFound":
      content = <LayoutFor layout="default" routeName={NOT_FOUND_ROUTE}><NotFoundPage path={resolution.path} /></LayoutFor>
      break
    case "Page": {
      const Page = pages[resolution.route.name]
      content = (
        <LayoutFor layout={resolution.route.layout} routeName={resolution.route.name}>
          <Suspense fallback={<PageLoading />}>
            {Page ? <Page params={resolution.params} query={resolution.query} /> : <ComingSoonPage titleId={resolution.route.title} />}
          </Suspense>
        </LayoutFor>
      )
      break
    }
  }
  return <HeadingFocusContext.Provider value={headingFocus}>{content}</HeadingFocusContext.Provider>
}
