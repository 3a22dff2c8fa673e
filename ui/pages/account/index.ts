/** The account vertical: one lazily loaded chunk (DESIGN.md §4). */
export { AccountPage } from "./AccountPage.js"
export { NotificationsPage, PreferencesPage, SecurityPage, SettingsPage } from "./AccountSubPages.js"
export { VerificationPage, VerificationSuccessPage, VerificationUploadPage } from "./VerificationPages.js"
export { PassthroughPage } from "./PassthroughPage.js"
export { FindModalPage, MembersModalPage } from "./ModalRoutes.js"
