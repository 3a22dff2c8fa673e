import type { ReactNode } from "react"
import "../shell.css"

/**
 * The casino's game player (spec §2.6, layout casino-game-player): no site chrome, and the game's
 * own dark stage from edge to edge. Not the empty layout: that one centres its content inside a
 * margin, which left a light border round the stage and pushed it past a phone's right edge.
 */
export function PlayerLayout({ children }: { readonly children: ReactNode }) {
  return <main id="main" className="player-layout">{children}</main>
}
