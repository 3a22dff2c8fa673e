/**
 * The language switcher (five locales, spec §1) and the odds-format switch, for everyone, account or
 * not (the footer carries both). A language is chosen by reloading the page with `?locale=`: start-up
 * reads it (spec §9) and writes the locale cookie for 365 days, so every later visit starts in it.
 * The odds format is core's OddsFormatChosen (kept on the device, and on the account when logged in).
 */
import { selectOddsFormat } from "../../../core/app/selectors.js"
import type { OddsFormat } from "../../../core/model/primitives.js"
import { Msg, useT } from "../Msg.js"
import { selectLocale, useSelector, useSend } from "../../app/runtime.js"

export const LOCALES = [
  ["en-GB", "English (UK)"],
  ["pt", "Português (Portugal)"],
  ["pt-BR", "Português (Brasil)"],
  ["es", "Español (España)"],
  ["es-MX", "Español (México)"],
] as const

/** The current address with `locale` set, for a full reload in that language. */
const hrefFor = (locale: string): string => {
  const url = new URL(window.location.href)
  url.searchParams.set("locale", locale)
  return url.pathname + url.search + url.hash
}

export function LocaleSwitch({ id, dark = false }: { readonly id: string; readonly dark?: boolean }) {
  const locale = useSelector(selectLocale)
  return (
    <div className={`field${dark ? " field--on-dark" : ""}`}>
      <label className="field__label" htmlFor={id}><Msg id="account.switch.language" /></label>
      <select id={id} className="field__input account__select" value={locale} data-testid={`${id}-select`}
        onChange={(e) => window.location.assign(hrefFor(e.target.value))}>
        {LOCALES.map(([value, name]) => <option key={value} value={value} lang={value}>{name}</option>)}
      </select>
    </div>
  )
}

export function OddsSwitch({ id, dark = false }: { readonly id: string; readonly dark?: boolean }) {
  const oddsFormat = useSelector(selectOddsFormat)
  const send = useSend()
  const t = useT()
  return (
    <div className={`field${dark ? " field--on-dark" : ""}`}>
      <label className="field__label" htmlFor={id}><Msg id="field.oddsFormat" /></label>
      <select id={id} className="field__input account__select" value={oddsFormat} data-testid={`${id}-select`}
        onChange={(e) => send({ _tag: "OddsFormatChosen", oddsFormat: e.target.value as OddsFormat })}>
        <option value="decimal">{t("odds.decimal")}</option>
        <option value="fractional">{t("odds.fractional")}</option>
      </select>
    </div>
  )
}

/** Both switches side by side (the footer's settings column). */
export function LocaleOddsSwitch() {
  const t = useT()
  return (
    <section className="site-switches" aria-label={t("account.switch.heading")}>
      <LocaleSwitch id="footer-locale" dark />
      <OddsSwitch id="footer-odds" dark />
    </section>
  )
}
