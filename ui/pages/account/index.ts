/** The account vertical: one lazily loaded chunk (DESIGN.md §4). */
export { AccountPage } from "./AccountPage.js"
