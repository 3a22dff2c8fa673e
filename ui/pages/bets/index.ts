export { OpenBetsPage, SettledBetsPage } from "./MyBetsPage.js"
import "./bets.css"
