/**
 * Site-wide snackbars (spec §4): what core holds in `snackbars`, newest last. Timeouts, limits and
 * duplicates are core's; this only draws them and reports dismissals and action presses.
 */
import { selectSnackbars } from "../../core/app/selectors.js"
import type { Snackbar, SnackbarType } from "../../core/snackbars/model.js"
import { Icon, type IconName } from "../components/Icon.js"
import { TextView, useT } from "../components/Msg.js"
import { useSelector, useSend } from "./runtime.js"
import "./overlays.css"

const icons: Record<SnackbarType, IconName> = {
  success: "check",
  error: "error",
  warning: "alert",
  bonus: "gift",
  notification: "bell",
  info: "info",
}

function SnackbarItem({ snackbar }: { readonly snackbar: Snackbar }) {
  const send = useSend()
  const t = useT()
  return (
    <div className={`snackbar snackbar--${snackbar.type}`} role={snackbar.type === "error" ? "alert" : undefined}
      data-testid="snackbar" data-type={snackbar.type}>
      <span className="snackbar__icon"><Icon name={icons[snackbar.type]} /></span>
      <div className="snackbar__body">
        <p className="snackbar__title"><TextView text={snackbar.title} /></p>
        {snackbar.text ? <p className="snackbar__text"><TextView text={snackbar.text} /></p> : null}
        {snackbar.actions.length > 0 ? (
          <div className="snackbar__actions">
            {snackbar.actions.map((action, index) => (
              <button key={index} type="button"
                className={`btn btn--sm ${action.type === "primary" ? "btn--primary" : "btn--secondary"}`}
                onClick={() => send({ _tag: "SnackbarActionPressed", id: snackbar.id, index })}>
                <TextView text={action.label} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {snackbar.closable ? (
        <button type="button" className="snackbar__close" aria-label={t("snackbar.dismiss")}
          onClick={() => send({ _tag: "SnackbarDismissed", id: snackbar.id })}>
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  )
}

export function SnackbarHost() {
  const snackbars = useSelector(selectSnackbars)
  const t = useT()
  return (
    <section className="snackbars" aria-label={t("snackbars.region")}>
      <div className="snackbars__list" aria-live="polite" aria-relevant="additions text">
        {snackbars.map((s) => <SnackbarItem key={s.id} snackbar={s} />)}
      </div>
    </section>
  )
}
