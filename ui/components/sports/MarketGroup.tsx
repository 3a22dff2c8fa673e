/**
 * A heading of the match page ("Main", "Goals", "Handicaps"…) over its markets, collapsible as a
 * whole: a button with aria-expanded controls the group's body.
 */
import { useId, useState, type ReactNode } from "react"
import { Icon } from "../Icon.js"

export function MarketGroup({ title, count, initiallyOpen = true, children }: {
  readonly title: string
  readonly count: number
  readonly initiallyOpen?: boolean
  readonly children: ReactNode
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const bodyId = useId()
  return (
    <section className="market-group" data-group={title}>
      <h2 className="market-group__title">
        <button type="button" className="market-group__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span className="market-group__name">{title}</span>
          <span className="market-group__count">{count}</span>
          <Icon name="chevronDown" size={16} />
        </button>
      </h2>
      <div id={bodyId} className="market-group__body" hidden={!open}>{children}</div>
    </section>
  )
}
