/**
 * The whole route table of spec §2, in match order (first match wins): the literal areas first, the
 * legacy sports links (whose first segments match anything) last.
 */
import type { RouteDef } from "../route.js"
import { accountRoutes } from "./account.js"
import { authRoutes } from "./auth.js"
import { casinoRoutes } from "./casino.js"
import { esportsRoutes } from "./esports.js"
import { generalRoutes } from "./general.js"
import { legacyRoutes } from "./legacy.js"
import { rewardsRoutes } from "./rewards.js"
import { rundownRoutes } from "./rundown.js"
import { sportsRoutes } from "./sports.js"
import { virtualsRoutes } from "./virtuals.js"
import { walletRoutes } from "./wallet.js"

export const routes: ReadonlyArray<RouteDef> = [
  ...generalRoutes,
  ...authRoutes,
  ...walletRoutes,
  ...accountRoutes,
  ...sportsRoutes,
  ...esportsRoutes,
  ...casinoRoutes,
  ...rewardsRoutes,
  ...virtualsRoutes,
  ...rundownRoutes,
  ...legacyRoutes,
]
