/** The account mails: what they say and where their links point (routes of spec §2.3). */
import type { OutgoingMail } from "../mail/outbox.js"

export const confirmationLink = (baseUrl: string, token: string): string =>
  `${baseUrl}/auth/confirmation?token=${encodeURIComponent(token)}`

export const resetLink = (baseUrl: string, token: string): string =>
  `${baseUrl}/auth/password/reset?token=${encodeURIComponent(token)}`

interface Recipient {
  readonly id: number
  readonly email: string
  readonly firstname: string
}

export const confirmationMail = (user: Recipient, brandName: string, link: string): OutgoingMail => ({
  to: user.email,
  userId: user.id,
  kind: "confirm_email",
  subject: `Confirm your e-mail address for ${brandName}`,
  body: `Hi ${user.firstname},\n\nPlease confirm your e-mail address by opening this link within 48 hours:\n${link}\n\nIf you did not open an account with ${brandName}, ignore this mail.`,
  link,
})

export const resetMail = (user: Recipient, brandName: string, link: string): OutgoingMail => ({
  to: user.email,
  userId: user.id,
  kind: "reset_password",
  subject: `Reset your ${brandName} password`,
  body: `Hi ${user.firstname},\n\nSomeone asked to reset the password of your ${brandName} account. To choose a new one, open this link within an hour:\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
  link,
})

export const passwordChangedMail = (user: Recipient, brandName: string): OutgoingMail => ({
  to: user.email,
  userId: user.id,
  kind: "password_changed",
  subject: `Your ${brandName} password was changed`,
  body: `Hi ${user.firstname},\n\nThe password of your ${brandName} account was just changed. If this was not you, reset it at once and contact support.`,
  link: null,
})
