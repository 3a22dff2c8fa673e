/** The virtuals chunk (issue 17): the lobby and a page per event type. */
import "../sports/sports.css"
import "./virtuals.css"
export { VirtualsKindPage, VirtualsLobbyPage } from "./VirtualsPage.js"
