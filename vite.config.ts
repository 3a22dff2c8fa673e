/**
 * The UI build: index.html at the repository root, ui/main.tsx as the entry, output in dist/ with
 * hashed files under /assets. Pages are split per vertical by the lazy imports in ui/app/pages.ts.
 *
 * The dev server proxies the API and the socket to the local server (SERVER_PORT, default 3000),
 * so the browser talks to one origin in development as it does in production.
 */
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/** node_modules packages the first render needs: React, the store's (effect, immer), i18n, the socket, the router. */
const STARTUP_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|effect|immer|react-intl|intl-messageformat|@formatjs[\\/][^\\/]+|phoenix|wouter|regexparam)[\\/]/

const target = `http://localhost:${process.env.SERVER_PORT ?? 3000}`

export default defineConfig({
  plugins: [react()],
  publicDir: "ui/public",
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    sourcemap: true,
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
