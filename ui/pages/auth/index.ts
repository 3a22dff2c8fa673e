/** The authentication vertical: one lazily loaded chunk (DESIGN.md §4). */
export { LoginPage } from "./LoginPage.js"
export { WelcomePage } from "./WelcomePage.js"
export { SignupPage } from "./SignupPage.js"
export { RecoverPasswordPage } from "./RecoverPasswordPage.js"
export { ResetPasswordPage } from "./ResetPasswordPage.js"
export { ConfirmationPage } from "./ConfirmationPage.js"
export { ConfirmationFailurePage } from "./ConfirmationFailurePage.js"
export { LogoutPage } from "./LogoutPage.js"
