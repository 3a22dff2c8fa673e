/**
 * The developer menu of non-production builds (DESIGN.md §2): exports the event log as a JSON file
 * that `npm run replay -- <file>` replays outside the browser.
 */
import { useEffect, useId, useRef, useState } from "react"
import { selectEnvironment, useRuntime, useSelector } from "./runtime.js"
import { Icon } from "../components/Icon.js"
import { Msg, useT } from "../components/Msg.js"
import "./overlays.css"

const fileTimestamp = (date: Date) => date.toISOString().replace(/[:.]/g, "-")

export function DevMenu() {
  const { exportLog } = useRuntime()
  const environment = useSelector(selectEnvironment)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const t = useT()

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [open])

  const download = () => {
    const file = exportLog()
    const blob = new Blob([JSON.stringify(file, null, 2)], { type: "application/json" })
    const url = URL.createObjectURL(blob)
    const a = document.createElement("a")
    a.href = url
    a.download = `event-log-${fileTimestamp(new Date())}.json`
    document.body.append(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <div className="dev-menu">
      {open ? (
        <div id={panelId} className="dev-menu__panel" role="region" aria-label={t("dev.title")}>
          <div className="dev-menu__head">
            <h2 className="dev-menu__title"><Msg id="dev.title" /></h2>
            <button type="button" className="dev-menu__close" aria-label={t("dev.close")} onClick={() => setOpen(false)}>
              <Icon name="close" size={16} />
            </button>
          </div>
          <p className="dev-menu__env"><Msg id="dev.environment" values={{ environment }} /></p>
          <button type="button" className="btn btn--secondary btn--sm btn--block" onClick={download}>
            <Msg id="dev.export" />
          </button>
        </div>
      ) : null}
      <button ref={toggleRef} type="button" className="dev-menu__toggle" aria-expanded={open} aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}>
        <Icon name="wrench" size={14} />
        <span className="visually-hidden"><Msg id="dev.open" /></span>
      </button>
    </div>
  )
}
