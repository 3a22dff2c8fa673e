/**
 * Builds the UI into dist/ when its inputs changed since the last build (or it was never built).
 * The stamp is a hash of every input file: the browser code (ui, core, adapters), index.html, the
 * Vite config and the lockfile. Cheap enough to run at every `npm start`. Two builds: the browser's
 * (dist/) and the server's prerender bundle of the same code (dist-ssr/, ui/prerender.tsx).
 *
 * Run directly (`tsx scripts/build-ui.ts [development|production]`), it builds once for the servers
 * that start after it: `npm test` does, so its e2e shards find dist/ current instead of each
 * rebuilding it at once.
 */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

/** Where the server-side bundle of ui/prerender.tsx goes: beside dist/, never served. */
export const SSR_DIR = "dist-ssr"

const INPUT_DIRS = ["ui", "core", "adapters"]
const INPUT_FILES = ["index.html", "vite.config.ts", "package-lock.json"]

const files = (dir: string): string[] => {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

export const uiInputsHash = (root: string): string => {
  const hash = createHash("sha256")
  const all = [...INPUT_DIRS.flatMap((d) => files(join(root, d))), ...INPUT_FILES.map((f) => join(root, f)).filter(existsSync)].sort()
  for (const file of all) {
    hash.update(file.slice(root.length))
    hash.update(readFileSync(file))
  }
  return hash.digest("hex")
}

/** Settings Vite bakes into the bundle (adapters/environment.ts): a build made without them is stale once they are set. */
const BUILD_ENV = ["VITE_BRAND", "VITE_COUNTRY", "VITE_DEPLOYMENT", "VITE_ERROR_REPORTING_DSN", "VITE_RELEASE"] as const

/** Empty when none is set, so a stamp from before these were counted stays valid. */
export const buildEnvStamp = (env: NodeJS.ProcessEnv): string =>
  BUILD_ENV.filter((name) => env[name]).map((name) => `${name}=${env[name]}`).join(";")

/**
 * Returns true when it built, false when dist/ was already current. `environment` is the
 * deployment the build is for (VITE_ENVIRONMENT): non-production builds keep the developer menu.
 */
export const ensureUiBuilt = async (root: string, environment: "development" | "production", log: (line: string) => void = console.log): Promise<boolean> => {
  const stampFile = join(root, "dist", ".inputs-hash")
  const settings = buildEnvStamp(process.env)
  const hash = `${environment}:${uiInputsHash(root)}${settings ? `:${createHash("sha256").update(settings).digest("hex")}` : ""}`
  if (existsSync(join(root, "dist", "index.html")) && existsSync(join(root, SSR_DIR, "prerender.js")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash) return false
  log("Building the UI (first run, or its sources changed)…")
  process.env.VITE_ENVIRONMENT = environment
  const { build } = await import("vite")
  // Every deployment gets optimised React: Vite takes NODE_ENV from the process when it is set
  // (the e2e config sets "test", a developer's shell may say "development"), and React's
  // development build is several times slower under a stream of price pushes.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  try {
    await build({ logLevel: "warn", configFile: join(root, "vite.config.ts"), mode: "production" })
    // The server's entry into the same code (ui/prerender.tsx): the first paint from the HTML.
    await build({
      logLevel: "warn",
      configFile: join(root, "vite.config.ts"),
      mode: "production",
      build: { ssr: join(root, "ui", "prerender.tsx"), outDir: join(root, SSR_DIR), emptyOutDir: true, sourcemap: false, copyPublicDir: false, manifest: false },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  writeFileSync(stampFile, hash)
  return true
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const environment = process.argv[2] === "development" ? "development" : "production"
  await ensureUiBuilt(process.cwd(), environment, (line) => console.log(line))
}
