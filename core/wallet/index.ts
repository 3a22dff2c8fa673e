/**
 * The wallet (spec §3 Account): the bettor's balances as the server reports them. The first area
 * added through the registry: this folder and one line in core/app/areas.ts. See reduce.ts.
 */
import { defineArea } from "../kernel/index.js"
import { initialWallet, reduceWallet } from "./reduce.js"

export const wallet = defineArea({
  key: "wallet", initial: initialWallet, reduce: reduceWallet,
  handles: ["UserChanged", "SessionEnded"],
})

export { initialWallet, type WalletState } from "./reduce.js"
export * from "./selectors.js"
// spec §3 keeps hideBalance among the Interface settings stored on the device (core/preferences);
// the wallet's views read it from here with the balances.
export { selectHideBalance } from "../preferences/index.js"
