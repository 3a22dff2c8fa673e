/**
 * What the shell's navigation offers: the verticals (spec §1: sports, casino, virtuals, rewards,
 * the rundown), each shown when its feature is on (spec §2 gates: PRODUCT_SPORTS, PRODUCT_CASINO,
 * PRODUCT_VIRTUALS, HAS_RUNDOWN; rewards has none), the drawer's quick links, and the sports A–Z
 * placeholder list until the catalogue's games arrive.
 */
import { useMemo } from "react"
import { selectFeatures } from "../../../core/app/selectors.js"
import type { Feature } from "../../../core/routing/route.js"
import type { IconName } from "../../components/Icon.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { useSelector } from "../runtime.js"

export interface NavItem {
  readonly key: string
  readonly href: string
  readonly label: MessageId
  readonly icon: IconName
  readonly feature: Feature | null
}

const VERTICALS: ReadonlyArray<NavItem> = [
  { key: "sports", href: "/sports", label: "nav.sports", icon: "ball", feature: "PRODUCT_SPORTS" },
  { key: "casino", href: "/casino", label: "nav.casino", icon: "cards", feature: "PRODUCT_CASINO" },
  { key: "virtuals", href: "/virtuals", label: "nav.virtuals", icon: "monitor", feature: "PRODUCT_VIRTUALS" },
  { key: "rewards", href: "/rewards", label: "nav.rewards", icon: "gift", feature: null },
  { key: "rundown", href: "/rundown", label: "nav.rundown", icon: "news", feature: "HAS_RUNDOWN" },
]

const QUICK_LINKS: ReadonlyArray<NavItem> = [
  { key: "home", href: "/", label: "quick.home", icon: "home", feature: null },
  { key: "inplay", href: "/sports/in-play", label: "quick.inplay", icon: "live", feature: "PRODUCT_SPORTS" },
  { key: "bets", href: "/sports/bets", label: "quick.myBets", icon: "ticket", feature: "PRODUCT_SPORTS" },
  { key: "live-casino", href: "/casino/live-casino/tab", label: "quick.liveCasino", icon: "cards", feature: "PRODUCT_CASINO" },
  { key: "safer", href: "/account/safer-gambling", label: "quick.saferGambling", icon: "shield", feature: null },
]

/** The sports of the A–Z list (slugs of /sports/{game}); shown sorted by their translated names. */
export const SPORTS: ReadonlyArray<{ readonly slug: string; readonly label: MessageId }> = [
  "football", "tennis", "horseracing", "greyhounds", "basketball", "golf", "cricket", "rugby-union", "rugby-league",
  "darts", "snooker", "boxing", "mma", "ice-hockey", "american-football", "baseball", "motor-racing", "cycling",
  "table-tennis", "volleyball",
].map((slug) => ({ slug, label: `sport.${slug}` as MessageId }))

const useEnabled = (items: ReadonlyArray<NavItem>): ReadonlyArray<NavItem> => {
  const features = useSelector(selectFeatures)
  return useMemo(() => items.filter((i) => i.feature === null || features[i.feature] === true), [items, features])
}

export const useVerticals = (): ReadonlyArray<NavItem> => useEnabled(VERTICALS)
export const useQuickLinks = (): ReadonlyArray<NavItem> => useEnabled(QUICK_LINKS)
export const useSportsEnabled = (): boolean => useSelector(selectFeatures).PRODUCT_SPORTS === true

/** A nav item is current on its own path and every path under it ("/" only on itself). */
export const isCurrent = (href: string, path: string): boolean =>
  href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`)
