/**
 * Which component renders each page route of core's table (core/routing/routes.ts), code-split
 * per vertical (DESIGN.md §4): each vertical's pages share one lazily loaded chunk.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react"

export interface PageProps {
  readonly params: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, string>>
}

type Page = LazyExoticComponent<ComponentType<PageProps>>

const home = () => import("../pages/home/index.js")
const auth = () => import("../pages/auth/index.js")
const account = () => import("../pages/account/index.js")

export const pages: Readonly<Record<string, Page>> = {
  index: lazy(() => home().then((m) => ({ default: m.HomePage }))),
  login: lazy(() => auth().then((m) => ({ default: m.LoginPage }))),
  welcome: lazy(() => auth().then((m) => ({ default: m.WelcomePage }))),
  "auth.signup": lazy(() => auth().then((m) => ({ default: m.SignupPage }))),
  "auth.confirmation": lazy(() => auth().then((m) => ({ default: m.ConfirmationPage }))),
  "auth.confirmation-failure": lazy(() => auth().then((m) => ({ default: m.ConfirmationFailurePage }))),
  "auth.password.recover": lazy(() => auth().then((m) => ({ default: m.RecoverPasswordPage }))),
  "auth.password.reset": lazy(() => auth().then((m) => ({ default: m.ResetPasswordPage }))),
  logout: lazy(() => auth().then((m) => ({ default: m.LogoutPage }))),
  account: lazy(() => account().then((m) => ({ default: m.AccountPage }))),
}
