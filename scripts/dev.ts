/**
 * `npm run dev`: the same server as `npm start` (API and socket on PORT, default 3000) with Vite's
 * dev server and hot reload in front on 5173, proxying /api and /socket to it.
 */
import { spawn } from "node:child_process"

const port = process.env.PORT ?? "3000"
const children = [
  spawn("npx", ["tsx", "scripts/start.ts"], { stdio: "inherit", env: { ...process.env, PORT: port, SKIP_UI_BUILD: "1" } }),
  spawn("npx", ["vite", "--port", "5173", "--strictPort"], { stdio: "inherit", env: { ...process.env, SERVER_PORT: port } }),
]
console.log(`dev: API and socket on :${port}; open http://localhost:5173 for the UI with hot reload`)

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGINT")
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
for (const child of children) child.on("exit", (code) => {
  stop()
  process.exitCode = code ?? 0
})
