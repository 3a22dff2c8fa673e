export { CasinoHomePage, HomePage } from "./HomePage.js"
