/**
 * A game page's matches grouped under their competition, competitions in the order their first
 * match appears (live ones first, then by start), matches keeping the list's order. A tiny pure
 * helper kept in the UI (core has no selector for it); it returns the same array while the
 * grouping is unchanged, so score and price pushes do not re-render the list.
 */
import type { AppState } from "../../../core/app/state.js"

export interface CompetitionGroup {
  readonly competitionId: number
  readonly name: string
  readonly slug: string
  readonly matchIds: ReadonlyArray<number>
}

const held = new Map<string, { ids: ReadonlyArray<number>; signature: string; groups: ReadonlyArray<CompetitionGroup> }>()

export const selectByCompetition = (key: string, ids: ReadonlyArray<number>) => (s: AppState): ReadonlyArray<CompetitionGroup> => {
  const groups = new Map<number, { competitionId: number; name: string; slug: string; matchIds: number[] }>()
  for (const id of ids) {
    const match = s.catalogue.matches[id]
    if (!match) continue
    const group = groups.get(match.competition_id)
    if (group) group.matchIds.push(id)
    else groups.set(match.competition_id, { competitionId: match.competition_id, name: match.competition_name, slug: match.competition_slug, matchIds: [id] })
  }
  const result = [...groups.values()]
  const signature = JSON.stringify(result)
  const hit = held.get(key)
  if (hit && hit.signature === signature) return hit.groups
  if (held.size > 50) held.clear()
  held.set(key, { ids, signature, groups: result })
  return result
}
