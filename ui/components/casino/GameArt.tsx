/** Generated artwork for a game tile: the game's two colours and its motif, as SVG (no image files). */
import type { ReactElement } from "react"
import type { CasinoGameInfo } from "../../../core/model/casino.js"

const MOTIFS: Readonly<Record<string, ReactElement>> = {
  gem: <g fill="#fff" fillOpacity="0.9"><polygon points="60,18 84,38 60,74 36,38" /><polygon points="36,38 84,38 60,18" fillOpacity="0.6" /></g>,
  tiger: <g stroke="#1a1a1a" strokeWidth="5" strokeLinecap="round" fill="none"><circle cx="60" cy="45" r="24" fill="#ffb347" stroke="none" /><path d="M44 32l8 8M76 32l-8 8M42 50h10M68 50h10M60 56v8" /></g>,
  crown: <g fill="#ffd54f" stroke="#7a5a00" strokeWidth="2"><path d="M30 66l-4-34 18 14 16-22 16 22 18-14-4 34z" /><rect x="30" y="66" width="60" height="8" rx="2" /></g>,
  wheel: <g><circle cx="60" cy="46" r="28" fill="#1b1b1b" stroke="#d4af37" strokeWidth="4" />{Array.from({ length: 12 }, (_, i) => <path key={i} d={`M60 46 L${60 + 26 * Math.cos((i * Math.PI) / 6)} ${46 + 26 * Math.sin((i * Math.PI) / 6)} A26 26 0 0 1 ${60 + 26 * Math.cos(((i + 1) * Math.PI) / 6)} ${46 + 26 * Math.sin(((i + 1) * Math.PI) / 6)}z`} fill={i % 2 ? "#c62828" : "#212121"} />)}<circle cx="60" cy="46" r="8" fill="#d4af37" /></g>,
  cards: <g><rect x="34" y="22" width="32" height="46" rx="4" fill="#fff" transform="rotate(-12 50 45)" /><rect x="54" y="22" width="32" height="46" rx="4" fill="#fff" transform="rotate(10 70 45)" /><text x="70" y="52" fontSize="20" fontWeight="700" fill="#c62828" textAnchor="middle">A</text></g>,
  clover: <g fill="#7ee081"><circle cx="50" cy="38" r="12" /><circle cx="70" cy="38" r="12" /><circle cx="50" cy="56" r="12" /><circle cx="70" cy="56" r="12" /><rect x="58" y="56" width="4" height="22" fill="#2e7d32" /></g>,
}

export function GameArt({ game }: { readonly game: Pick<CasinoGameInfo, "id" | "art"> }) {
  const gradient = `art-${game.id}`
  return (
    <svg className="game-art" viewBox="0 0 120 90" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={game.art.from} />
          <stop offset="1" stopColor={game.art.to} />
        </linearGradient>
      </defs>
      <rect width="120" height="90" fill={`url(#${gradient})`} />
      <circle cx="100" cy="12" r="30" fill="#fff" fillOpacity="0.08" />
      {MOTIFS[game.art.motif] ?? null}
    </svg>
  )
}
