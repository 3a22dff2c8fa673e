/**
 * The application shell: providers, the route host, and the site-wide layers (modals, snackbars,
 * maintenance overlay, developer menu). The page is inert while a modal or the maintenance overlay
 * is up. Two error boundaries: the inner one shows the 500 page in the active locale; the outer
 * one still shows it (in en-GB) if the providers themselves fail.
 */
import { StrictMode } from "react"
import { selectIsProduction, selectMaintenanceActive, selectSiteConfig } from "../../core/app/selectors.js"
import { FallbackIntlProvider, I18nProvider } from "../i18n/I18nProvider.js"
import { ServerErrorPage } from "../pages/errors/ServerErrorPage.js"
import { DevMenu } from "./DevMenu.js"
import { ErrorBoundary } from "./ErrorBoundary.js"
import { MaintenanceOverlay } from "./MaintenanceOverlay.js"
import { ModalHost, useModalOpen } from "./ModalHost.js"
import { RouteHost } from "./RouteHost.js"
import { RuntimeProvider, selectLocale, useSelector, type RuntimeHandle } from "./runtime.js"
import { SnackbarHost } from "./SnackbarHost.js"
import { StartupScreen } from "./StartupScreen.js"
import "./theme.css"

function Shell() {
  const config = useSelector(selectSiteConfig)
  const maintenance = useSelector(selectMaintenanceActive)
  const production = useSelector(selectIsProduction)
  const modalOpen = useModalOpen()
  return (
    <>
      <div className="app" inert={maintenance || modalOpen}>
        {config === null ? <StartupScreen /> : <RouteHost />}
      </div>
      {config === null ? null : <ModalHost />}
      <SnackbarHost />
      {maintenance ? <MaintenanceOverlay /> : null}
      {production ? null : <DevMenu />}
    </>
  )
}

function LocalisedApp() {
  const locale = useSelector(selectLocale)
  return (
    <I18nProvider locale={locale}>
      <ErrorBoundary fallback={<ServerErrorPage />}>
        <Shell />
      </ErrorBoundary>
    </I18nProvider>
  )
}

export function App({ runtime }: { readonly runtime: RuntimeHandle }) {
  return (
    <StrictMode>
      <ErrorBoundary fallback={<FallbackIntlProvider><ServerErrorPage /></FallbackIntlProvider>}>
        <RuntimeProvider runtime={runtime}>
          <LocalisedApp />
        </RuntimeProvider>
      </ErrorBoundary>
    </StrictMode>
  )
}

/** What shows when the runtime cannot even start (spec §2.8: start-up errors show the error page). */
export function StartupFailure() {
  return (
    <StrictMode>
      <FallbackIntlProvider>
        <ServerErrorPage />
      </FallbackIntlProvider>
    </StrictMode>
  )
}
