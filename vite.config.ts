/**
 * The UI build: index.html at the repository root, ui/main.tsx as the entry, output in dist/ with
 * hashed files under /assets. Pages are split per vertical by the lazy imports in ui/app/pages.ts.
 *
 * The dev server proxies the API and the socket to the local server (SERVER_PORT, default 3000),
 * so the browser talks to one origin in development as it does in production.
 */
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig, type Plugin } from "vite"
import { catalogueLocale, compileCatalogue } from "./ui/i18n/compile-messages.js"

/**
 * node_modules packages the first render needs: React, the store's (effect, immer), i18n, the
 * router. The socket's client (phoenix) is not one: it loads on the socket's first connect.
 */
const STARTUP_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|effect|immer|react-intl|intl-messageformat|@formatjs[\\/][^\\/]+|wouter|regexparam)[\\/]/

const ICU_PARSER = "@formatjs/icu-messageformat-parser"
const LITERAL_PARSER = fileURLToPath(new URL("./ui/i18n/literal-parser.ts", import.meta.url))

/**
 * Precompiled messages (docs/decisions/0018): every catalogue under ui/i18n/messages is parsed
 * here into formatjs ASTs (ui/i18n/compile-messages.ts) before Vite turns the JSON into a module,
 * and the browser build gets a stand-in for the ICU parser that only reads literal strings
 * (ui/i18n/literal-parser.ts). The dev server compiles the catalogues too but keeps the parser
 * its pre-bundled react-intl was built with.
 */
const precompiledMessages = (): Plugin[] => [
  {
    name: "sportsbook:precompile-messages",
    enforce: "pre",
    transform(code, id) {
      const locale = catalogueLocale(id.split("?")[0]!)
      if (locale === undefined) return null
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>, locale)), map: null }
    },
  },
  {
    name: "sportsbook:literal-icu-parser",
    enforce: "pre",
    apply: "build",
    resolveId(source) {
      return source === ICU_PARSER ? LITERAL_PARSER : null
    },
  },
]

const target = `http://localhost:${process.env.SERVER_PORT ?? 3000}`

export default defineConfig({
  plugins: [react(), ...precompiledMessages()],
  publicDir: "ui/public",
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the server links a prerendered page's stylesheets (server/http/prerender.ts).
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      // Libraries change less often than the app: one vendor chunk stays cached across releases.
      // index.html preloads it, so only the libraries the first render runs on go in it (an
      // allow-list, issue 19 / docs/decisions/0018): a library only lazy code imports stays with
      // that code. The error-reporting SDK and what it brings (web-vitals) are imported lazily,
      // only where reporting is on, and stay a chunk the first visit never downloads (0016).
      output: { codeSplitting: { groups: [{ name: "vendor", test: STARTUP_LIBRARIES }] } },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target, changeOrigin: true },
      "/socket": { target, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
})
