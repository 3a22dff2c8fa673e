import type { ReactNode } from "react"
import { Spinner } from "../../components/Spinner.js"

/** A form's submit button; its name stays the same while the form is sent, a spinner shows progress. */
export function SubmitButton({ busy, children, className = "btn btn--primary btn--block" }: {
  readonly busy: boolean
  readonly children: ReactNode
  readonly className?: string
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Spinner size="sm" /> : null}
      {children}
    </button>
  )
}
