/** Entry point: start the runtime (store, adapters, socket), then render the app around its store. */
import { createRoot } from "react-dom/client"
import { startRuntime } from "../adapters/runtime.js"
import { App, StartupFailure } from "./app/App.js"

const container = document.getElementById("root")
if (!container) throw new Error("index.html has no #root element")
const root = createRoot(container)

try {
  const runtime = startRuntime()
  root.render(<App runtime={{ store: runtime.store, exportLog: () => runtime.exportLog() }} />)
} catch (error) {
  console.error("The app could not start", error)
  root.render(<StartupFailure />)
}
