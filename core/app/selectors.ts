/**
 * Selectors views read, gathered from the areas that own them (each area's index exports its own;
 * this file only re-exports, so a view can import the common ones from one place).
 */
export {
  selectBrandName, selectIsProduction, selectLocation, selectMaintenanceActive, selectMaintenanceRetryMs, selectSiteConfig,
  selectStartupStatus,
} from "../site/index.js"
export { selectIsLoggedIn, selectSessionRestoring, selectToken, selectUser } from "../session/index.js"
export { selectForm, selectUsernameCheck } from "../forms/index.js"
export { selectSnackbars } from "../snackbars/index.js"
export { selectDrawerExpanded, selectHideBalance, selectOddsFormat } from "../preferences/index.js"
export { selectBalance, selectBonusBalances, selectCurrency } from "../wallet/index.js"
export { selectFeature, selectFeatures } from "../flags/index.js"
export { selectActiveModals, type ActiveModal } from "../modals/index.js"
export { selectInactivitySecondsLeft } from "../inactivity/index.js"
