/** The casino chunk (issue 16). */
import "../sports/sports.css"
import "./casino.css"
export {
  CasinoCategoryPage, CasinoFavouritesPage, CasinoGamePage, CasinoLobbyPage, CasinoPlayerPage, CasinoProvidersPage, CasinoRecentPage, CasinoSearchPage, CasinoTabPage, playerSubPage,
} from "./CasinoPages.js"
export { CasinoFairnessPage } from "./FairnessPage.js"
