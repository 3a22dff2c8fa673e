/**
 * The catalogue's words in the active locale (names.ts maps the feed's vocabulary to message ids):
 * `names.market("Match Result")` is "Resultado final" in pt-BR; a team, runner or competition's
 * own name comes back as it is.
 */
import { useMemo } from "react"
import { useIntl } from "react-intl"
import * as N from "./names.js"

export interface SportsNames {
  readonly sport: (slug: string, label: string) => string
  readonly market: (name: string) => string
  readonly selection: (name: string) => string
  readonly group: (name: string) => string
  readonly period: (name: string) => string
  readonly region: (name: string) => string
  readonly competition: (name: string) => string
  readonly eachWay: (description: string) => string
  readonly colour: (name: string) => string
}

export function useSportsNames(): SportsNames {
  const intl = useIntl()
  return useMemo(() => {
    const say = (named: N.Named | null, text: string): string =>
      named && intl.messages[named.id] !== undefined ? intl.formatMessage({ id: named.id }, named.values) : text
    return {
      sport: (slug, label) => say(N.sportName(slug), label),
      market: (name) => say(N.marketName(name), name),
      selection: (name) => say(N.selectionName(name), name),
      group: (name) => say(N.groupName(name), name),
      period: (name) => say(N.periodName(name), name),
      region: (name) => say(N.regionName(name), name),
      competition: (name) => say(N.competitionName(name), name),
      eachWay: (description) => say(N.eachWayTerms(description), description),
      colour: (name) => say(N.colourName(name), name),
    }
  }, [intl])
}
