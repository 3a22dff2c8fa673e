/**
 * The UI build: index.html at the repository root, ui/main.tsx as the entry, output in dist/ with
 * hashed files under /assets. Pages are split per vertical by the lazy imports in ui/app/pages.ts.
 *
 * The dev server proxies the API and the socket to the local server (SERVER_PORT, default 3000),
 * so the browser talks to one origin in development as it does in production.
 */
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

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
      output: { codeSplitting: { groups: [{ name: "vendor", test: /node_modules/ }] } },
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
