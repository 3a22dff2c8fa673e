/** The browser location as core models it: path plus search (with its leading "?", or ""). */
import { useLocation, useSearch } from "wouter"

export interface CurrentLocation {
  readonly path: string
  readonly search: string
}

export const normaliseSearch = (search: string): string =>
  search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`

export function useCurrentLocation(): CurrentLocation {
  const [path] = useLocation()
  const search = useSearch()
  return { path, search: normaliseSearch(search) }
}

/** The query parameters of the current location. */
export function useQueryParam(name: string): string | null {
  const search = useSearch()
  return new URLSearchParams(search).get(name)
}
