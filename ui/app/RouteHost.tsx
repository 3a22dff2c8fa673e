/**
 * Renders what core's `resolve` says the current location shows (DESIGN.md §4): a page inside its
 * layout, a redirect, the 404 page, or a quiet wait while a stored session is restored.
 *
 * - Context: `resolve` gets everything it can use: login and restoring, the feature flags, the
 *   authenticated-only mode and default vertical of the site config (the user's default_vertical
 *   when logged in, spec §6), and the previous location (spec §2.9: login without a redirect gets
 *   the previous page as redirect).
 * - Pause (spec §2.1, §9): a newly resolved page replaces the current one 100 ms after the
 *   location changed, and not before its chunk has loaded (preloaded through the queue of at most
 *   4), so the current page stays on screen meanwhile instead of blanking to a spinner. The first
 *   page, and changes of the query only, show at once.
 * - After the swap: document title `{title} - {brand}` (spec §9), canonical link (origin + path,
 *   without the query) and alternate-language links, scroll to the top, and focus to the new
 *   page's heading (spec §2.1).
 * - A page chunk that fails to download is reported to core (ChunkLoadFailed, which decides the
 *   snackbar and the forced reload of spec §8) and the 500 view shows in its place.
 *
 * Alternate-language links: one per locale of spec §9 plus x-default, as the same path with
 * `?locale=<locale>` (not a subfolder: the route table has no locale prefix, and one origin serves
 * every locale).
 */
import { startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { useIntl } from "react-intl"
import { Redirect } from "wouter"
import { resolve, type Resolution, type ResolveContext } from "../../core/routing/resolve.js"
import {
  selectBrandName, selectFeatures, selectIsLoggedIn, selectSessionRestoring, selectSiteConfig,
} from "../../core/app/selectors.js"
import { selectDefaultVertical } from "../../core/routing/front-door.js"
import { alternateLinks, canonicalUrl, LOCALISED_SITES, pageTitle } from "../../core/metadata/metadata.js"
import { HeadingFocusContext, type HeadingFocus } from "../components/PageHeading.js"
import { NotFoundPage } from "../pages/errors/NotFoundPage.js"
import { ServerErrorPage } from "../pages/errors/ServerErrorPage.js"
import { ComingSoonPage } from "../pages/general/ComingSoonPage.js"
import { ErrorBoundary } from "./ErrorBoundary.js"
import { HandOver } from "./handover.js"
import { LayoutFor } from "./layouts/LayoutFor.js"
import { useCurrentLocation, type CurrentLocation } from "./location.js"
import { ChunkLoadError, pageNameFor, pages, preloadPage, reportChunkLoadFailed } from "./pages.js"
import { PageLoading } from "./PageLoading.js"
import { useSelector, useSend } from "./runtime.js"

export const NOT_FOUND_ROUTE = "error.fourohfour"

/** spec §2.1, §9: the pause before a newly resolved page replaces the current one. */
export const ROUTE_RESOLUTION_PAUSE_MS = 100

/** The localised sites of spec §9, as `hreflang` values (core/metadata). */
export const ALTERNATE_LOCALES = LOCALISED_SITES.map((site) => site.locale)

/** The location before the current one (path + search), kept across renders. */
function usePreviousLocation(full: string): string | undefined {
  const ref = useRef<{ readonly current: string; readonly previous: string | undefined }>({ current: full, previous: undefined })
  if (ref.current.current !== full) ref.current = { current: full, previous: ref.current.current }
  return ref.current.previous
}

function useResolveContext(previousPath: string | undefined): ResolveContext {
  const loggedIn = useSelector(selectIsLoggedIn)
  const restoring = useSelector(selectSessionRestoring)
  const features = useSelector(selectFeatures)
  const config = useSelector(selectSiteConfig)
  const authenticatedOnlyMode = config?.authenticated_only_mode ?? false
  // The site config has no default route of its own (core/model/site.ts): the index rule falls
  // back to the index page when the default vertical's home is off.
  const defaultVertical = useSelector(selectDefaultVertical)
  return useMemo<ResolveContext>(() => ({
    loggedIn,
    restoring,
    features,
    authenticatedOnlyMode,
    defaultVertical,
    ...(previousPath === undefined ? {} : { previousPath }),
  }), [loggedIn, restoring, features, authenticatedOnlyMode, defaultVertical, previousPath])
}

const titleIdOf = (resolution: Resolution): string | null =>
  resolution._tag === "Page" ? resolution.route.title : resolution._tag === "NotFound" ? "page.notFound.title" : null

function useDocumentTitle(resolution: Resolution) {
  const intl = useIntl()
  const brand = useSelector(selectBrandName)
  const titleId = titleIdOf(resolution)
  useEffect(() => {
    if (titleId === null) return
    document.title = pageTitle(intl.formatMessage({ id: titleId }), brand)
  }, [intl, titleId, brand])
}

const HEAD_MARK = "data-route-head"

/** Canonical and alternate-language links of the page shown (spec §9); none for the 404 page. */
function useHeadLinks(path: string, indexable: boolean) {
  useEffect(() => {
    for (const el of document.head.querySelectorAll(`link[${HEAD_MARK}]`)) el.remove()
    if (!indexable) return
    const origin = window.location.origin
    const add = (attrs: Readonly<Record<string, string>>) => {
      const link = document.createElement("link")
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value)
      link.setAttribute(HEAD_MARK, "")
      document.head.append(link)
    }
    add({ rel: "canonical", href: canonicalUrl(origin, path) })
    for (const link of alternateLinks(origin, path)) add({ rel: "alternate", hreflang: link.hreflang, href: link.href })
  }, [path, indexable])
  useEffect(() => () => {
    for (const el of document.head.querySelectorAll(`link[${HEAD_MARK}]`)) el.remove()
  }, [])
}

/** Scroll to top and hand the focus to the next page heading, on every page change but the first. */
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

interface Shown {
  readonly path: string
  readonly resolution: Exclude<Resolution, { _tag: "Redirect" }>
}

/**
 * What is on screen: the current resolution, or, while a new path waits out its pause (and its
 * chunk), the last one shown.
 */
function useShownResolution(location: CurrentLocation, current: Resolution): Shown | null {
  const [swapped, setSwapped] = useState(location.path)
  const last = useRef<Shown | null>(null)
  const waiting = last.current !== null && last.current.path !== location.path && swapped !== location.path

  const target = current._tag === "Page" ? pageNameFor(current.route.name, location.path, current.route.meta?.categoryHome === true) : null
  useEffect(() => {
    if (!waiting || current._tag === "Redirect") return
    let live = true
    const pause = new Promise<void>((done) => setTimeout(done, ROUTE_RESOLUTION_PAUSE_MS))
    // A chunk that fails shows its failure once swapped in (the page's error boundary reports it).
    const ready = target === null ? Promise.resolve() : preloadPage(target).catch(() => undefined)
    void Promise.all([pause, ready]).then(() => {
      if (live) startTransition(() => setSwapped(location.path))
    })
    return () => {
      live = false
    }
  }, [waiting, current, target, location.path])

  if (!waiting && current._tag !== "Redirect") last.current = { path: location.path, resolution: current }
  return last.current
}

function PageView({ resolution, path }: { readonly resolution: Extract<Resolution, { _tag: "Page" }>; readonly path: string }) {
  const send = useSend()
  const onError = useCallback((error: unknown) => {
    if (error instanceof ChunkLoadError) reportChunkLoadFailed(send, error)
  }, [send])
  const { route } = resolution
  const Page = pages[pageNameFor(route.name, path, route.meta?.categoryHome === true)]
  return (
    <LayoutFor layout={route.layout} routeName={route.name}>
      <ErrorBoundary key={path} fallback={<ServerErrorPage embedded />} onError={onError}>
        <Suspense fallback={<PageLoading />}>
          <HandOver />
          {Page ? <Page params={resolution.params} query={resolution.query} /> : <ComingSoonPage titleId={route.title} />}
        </Suspense>
      </ErrorBoundary>
    </LayoutFor>
  )
}

export function RouteHost() {
  const location = useCurrentLocation()
  const previousPath = usePreviousLocation(location.path + location.search)
  const ctx = useResolveContext(previousPath)
  const { path, search } = location
  const current = useMemo(() => resolve({ path, search }, ctx), [path, search, ctx])
  const shown = useShownResolution(location, current)

  const resolution: Resolution = shown?.resolution ?? { _tag: "Pending" }
  const shownPath = shown?.path ?? location.path
  useDocumentTitle(resolution)
  useHeadLinks(shownPath, resolution._tag === "Page")
  const headingFocus = usePageChange(shownPath)

  let content: ReactNode = null
  if (shown) {
    switch (shown.resolution._tag) {
      case "Pending":
        content = <LayoutFor layout="default" routeName={null}><PageLoading /></LayoutFor>
        break
      case "NotFound":
        content = <LayoutFor layout="default" routeName={NOT_FOUND_ROUTE}><HandOver /><NotFoundPage path={shown.resolution.path} /></LayoutFor>
        break
      case "Page":
        content = <PageView resolution={shown.resolution} path={shown.path} />
        break
    }
  }
  return (
    <HeadingFocusContext.Provider value={headingFocus}>
      {content}
      {/* Keyed by target: wouter redirects once per mount, and one redirect can lead to another. */}
      {current._tag === "Redirect" ? <Redirect key={current.to} to={current.to} replace /> : null}
    </HeadingFocusContext.Provider>
  )
}
