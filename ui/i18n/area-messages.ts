/**
 * The en-GB messages of the areas that keep their own catalogue folder
 * (ui/i18n/messages/<area>/<locale>.json), so that areas built side by side never edit one shared
 * file. Adding an area's messages is one import and one spread here; its translations are found by
 * the loader in catalogues.ts without any line of code.
 */
import account from "./messages/account/en-GB.json"
import cashier from "./messages/cashier/en-GB.json"
import saferGambling from "./messages/safer-gambling/en-GB.json"
import rewards from "./messages/rewards/en-GB.json"
import rundown from "./messages/rundown/en-GB.json"
import sportsbook from "./messages/sportsbook/en-GB.json"
import virtuals from "./messages/virtuals/en-GB.json"
import casino from "./messages/casino/en-GB.json"

export const areaMessages = {
  ...account,
  ...cashier,
  ...saferGambling,
  ...rewards,
  ...rundown,
  ...sportsbook,
  ...virtuals,
  ...casino,
}
