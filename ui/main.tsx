/** Entry point: start the runtime (store, adapters, socket), then render the app around its store. */
import { createRoot } from "react-dom/client"
import { startRuntime } from "../adapters/runtime.js"
import { App, StartupFailure } from "./app/App.js"
import { renderTarget } from "./app/handover.js"
import { preloadPath } from "./app/pages.js"

const root = document.getElementById("root")
if (!root) throw new Error("index.html has no #root element")
// A prerendered page (ui/prerender.tsx) stays on screen until the app shows one (ui/app/handover.ts).
const container = renderTarget(root)
// Render errors an error boundary caught (the boundary logs them) go to error reporting, which does
// nothing unless it is on (spec §7; adapters/errors/reporter.ts). Uncaught ones reach the window's
// error handler, which the reporting SDK watches once loaded.
let reportError: (error: unknown) => void = () => {}
const reactRoot = createRoot(container, { onCaughtError: (error) => reportError(error) })

try {
  const runtime = startRuntime()
  // The first page's chunk downloads while start-up fetches the site config, not after it: the
  // page's largest paint waits on both (issue 19, LCP). Same key as the route host's own preload.
  preloadPath(window.location.pathname)
  reportError = (error) => runtime.reportError(error)
  reactRoot.render(<App runtime={{ store: runtime.store, exportLog: () => runtime.exportLog() }} />)
} catch (error) {
  console.error("The app could not start", error)
  reactRoot.render(<StartupFailure />)
}
