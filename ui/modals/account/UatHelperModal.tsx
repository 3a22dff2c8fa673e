/**
 * UatHelper (spec §2.10; §6 "Non-production environments allow overrides of API URL, websocket URL,
 * country and odds format through local storage or query parameters apiUrl, wsUrl, country,
 * oddsFormat"): the four overrides in one place, for testers.
 *
 * - What is in use: the URLs the runtime resolved at start-up (the developer handle
 *   `window.__sportsbook.config` that non-production builds expose, adapters/runtime.ts), core's
 *   country and odds format, and which of them an override sets (adapters/overrides.ts, read from
 *   storage only, so nothing is written).
 * - Setting: a plain GET form with the four query parameters on the current page. The overrides
 *   are read once at start-up, so they need the reload a form submission is; the runtime persists
 *   them, and an empty field clears its override (adapters/overrides.ts).
 * - Clearing all: MaintenanceOverridesReset, the maintenance overlay's reset (ClearOverrides, Reload).
 * - Production ignores overrides altogether, so there the dialog only says it is not available.
 */
import { useState } from "react"
import { selectIsProduction, selectLocation, selectOddsFormat } from "../../../core/app/selectors.js"
import type { AppState } from "../../../core/app/state.js"
import type { Environment } from "../../../core/kernel/index.js"
import { readOverrides, withoutOverrideParams, type Overrides } from "../../../adapters/overrides.js"
import type { DevHandle } from "../../../adapters/runtime.js"
import { createAppStorage, type StorageLike } from "../../../adapters/storage/storage.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { TextField } from "../../components/Fields.js"
import { Msg, useT } from "../../components/Msg.js"
import { CloseButton, ModalActions, ModalContent, ModalHeading, ModalText, type ModalBodyProps } from "../ModalParts.js"
import { modalTitleId } from "../PlaceholderModal.js"
import "./account-dialogs.css"

const selectEnvironmentName = (s: AppState): Environment => s.site.environment
const selectCountry = (s: AppState): string => s.site.country

/** Local storage when the browser lets us read it (some embedded browsers throw on the property). */
const localStorageOrNull = (): StorageLike | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null
  }
}

/** The overrides in force: the stored ones (start-up already moved any query value into storage). */
const storedOverrides = (environment: Environment): Overrides => readOverrides("", createAppStorage(localStorageOrNull()), environment)

/** The runtime's resolved settings, as the developer handle exposes them outside production. */
const devConfig = (): DevHandle["config"] | null =>
  typeof window === "undefined" ? null : ((window as unknown as { __sportsbook?: DevHandle }).__sportsbook?.config ?? null)

function Value({ value, overridden }: { readonly value: string | null; readonly overridden: boolean }) {
  return (
    <dd>
      {value ?? <Msg id="account.dialog.uat.unknown" />}
      {overridden ? <span className="account-dialog__badge account-dialog__badge--warn"><Msg id="account.dialog.uat.overridden" /></span> : null}
    </dd>
  )
}

function UatForm({ overrides }: { readonly overrides: Overrides }) {
  const location = useSelector(selectLocation)
  const t = useT()
  const [apiUrl, setApiUrl] = useState(overrides.apiUrl ?? "")
  const [wsUrl, setWsUrl] = useState(overrides.wsUrl ?? "")
  const [country, setCountry] = useState(overrides.country ?? "")
  const [oddsFormat, setOddsFormat] = useState<string>(overrides.oddsFormat ?? "")
  // The page's other query parameters ride along, so the reload lands where the tester was.
  const kept = [...new URLSearchParams(withoutOverrideParams(location.search)).entries()]
  return (
    <form className="form-stack account-dialog__form" method="get" action={location.path}>
      {kept.map(([name, value], i) => <input key={`${name}-${i}`} type="hidden" name={name} value={value} />)}
      <TextField label={<Msg id="account.dialog.uat.apiUrl" />} name="apiUrl" value={apiUrl} onValueChange={setApiUrl}
        hint={<Msg id="account.dialog.uat.urlHint" />} autoCapitalize="off" spellCheck={false} inputMode="url" data-autofocus />
      <TextField label={<Msg id="account.dialog.uat.wsUrl" />} name="wsUrl" value={wsUrl} onValueChange={setWsUrl}
        hint={<Msg id="account.dialog.uat.urlHint" />} autoCapitalize="off" spellCheck={false} inputMode="url" />
      <TextField label={<Msg id="account.dialog.uat.country" />} name="country" value={country} onValueChange={setCountry}
        hint={<Msg id="account.dialog.uat.countryHint" />} autoCapitalize="characters" spellCheck={false} maxLength={2} />
      <div className="field">
        <label className="field__label" htmlFor="uat-odds-format"><Msg id="field.oddsFormat" /></label>
        <select id="uat-odds-format" name="oddsFormat" className="field__input" value={oddsFormat} onChange={(e) => setOddsFormat(e.target.value)}>
          <option value="">{t("account.dialog.uat.none")}</option>
          <option value="decimal">{t("odds.decimal")}</option>
          <option value="fractional">{t("odds.fractional")}</option>
        </select>
      </div>
      <p className="account-dialog__muted"><Msg id="account.dialog.uat.emptyClears" /></p>
      <button type="submit" className="btn btn--primary btn--block"><Msg id="account.dialog.uat.apply" /></button>
    </form>
  )
}

export function UatHelperModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const production = useSelector(selectIsProduction)
  const environment = useSelector(selectEnvironmentName)
  const country = useSelector(selectCountry)
  const oddsFormat = useSelector(selectOddsFormat)
  // Read once per opening: overrides change only with a reload.
  const [overrides] = useState(() => storedOverrides(environment))
  const [config] = useState(devConfig)

  if (production) {
    return (
      <ModalContent>
        <ModalHeading icon="lock" tone="neutral" title={modalTitleId(modal.name)} />
        <ModalText><p><Msg id="account.dialog.uat.unavailable" /></p></ModalText>
        <ModalActions>
          <CloseButton id={modal.id} autofocus />
        </ModalActions>
      </ModalContent>
    )
  }

  const anyOverride = Object.values(overrides).some((v) => v !== null)
  return (
    <ModalContent align="start">
      <ModalHeading icon="wrench" tone="info" title={modalTitleId(modal.name)} />
      <ModalText>
        <p><Msg id="account.dialog.uat.text" /></p>
        <p><Msg id="dev.environment" values={{ environment }} /></p>
      </ModalText>
      <section className="account-dialog__section" aria-labelledby={`${modal.id}-current`}>
        <h3 id={`${modal.id}-current`} className="account-dialog__subtitle"><Msg id="account.dialog.uat.current" /></h3>
        <dl className="account-dialog__details">
          <div className="account-dialog__detail">
            <dt><Msg id="account.dialog.uat.apiUrl" /></dt>
            <Value value={config?.apiUrl ?? overrides.apiUrl} overridden={overrides.apiUrl !== null} />
          </div>
          <div className="account-dialog__detail">
            <dt><Msg id="account.dialog.uat.wsUrl" /></dt>
            <Value value={config?.wsUrl ?? overrides.wsUrl} overridden={overrides.wsUrl !== null} />
          </div>
          <div className="account-dialog__detail">
            <dt><Msg id="account.dialog.uat.country" /></dt>
            <Value value={country} overridden={overrides.country !== null} />
          </div>
          <div className="account-dialog__detail">
            <dt><Msg id="field.oddsFormat" /></dt>
            <dd>
              <Msg id={oddsFormat === "fractional" ? "odds.fractional" : "odds.decimal"} />
              {overrides.oddsFormat !== null ? <span className="account-dialog__badge account-dialog__badge--warn"><Msg id="account.dialog.uat.overridden" /></span> : null}
            </dd>
          </div>
        </dl>
      </section>
      <UatForm overrides={overrides} />
      <ModalActions>
        <button type="button" className="btn btn--secondary" disabled={!anyOverride} onClick={() => send({ _tag: "MaintenanceOverridesReset" })}>
          <Msg id="maintenance.reset" />
        </button>
      </ModalActions>
    </ModalContent>
  )
}
