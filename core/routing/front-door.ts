/**
 * The front door (spec §2.1): the root shows the casino home or the sport home by the user's
 * default_vertical, falling back to the site config's default vertical (spec §6).
 *
 * Two steps. `selectDefaultVertical` is the vertical the index rule of `resolve` is given; the
 * rule then answers the `casino` or `sport` route (or the index page when that vertical is off).
 * `frontDoorPage` names the page the root shows for that answer: the brand's welcome (join and
 * log in for a visitor, the balance for a bettor) above that vertical's home, so the root greets
 * whoever arrives whichever vertical leads; /sports and /casino show their own pages.
 */
import type { Vertical } from "../model/primitives.js"
import { selectUser, type SessionRoot } from "../session/index.js"
import { selectSiteConfig, type SiteRoot } from "../site/index.js"

/** The user's default_vertical when logged in and set, else the site config's default vertical; null before the config loads. */
export const selectDefaultVertical = (s: SessionRoot & SiteRoot): Vertical | null =>
  selectUser(s)?.default_vertical ?? selectSiteConfig(s)?.default_vertical ?? null

/** The page the casino-led front door shows (the welcome above the casino home). */
export const CASINO_FRONT_DOOR = "index.casino"

/**
 * The page a resolved route shows under `path`. At the root, the sport home the index rule picked
 * is the sports-led home page (`index`) and the casino home is the casino-led one; anything else
 * shows its own page.
 */
export const frontDoorPage = (routeName: string, path: string, categoryHome: boolean): string => {
  if (path !== "/" || !categoryHome) return routeName
  return routeName === "casino" ? CASINO_FRONT_DOOR : "index"
}
