/**
 * The bridge between React and core: the store (and the runtime's developer tools) reach views
 * through context; views read with `useSelector` and speak with `useSend`.
 */
import { createContext, useCallback, useContext, type ReactNode } from "react"
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector"
import type { EventInput } from "../../core/app/events.js"
import type { AppState } from "../../core/app/state.js"
import type { Store } from "../../core/app/store.js"
import type { EventLogFile } from "../../core/log/log.js"

export interface RuntimeHandle {
  readonly store: Store
  /** The event log as a file (DESIGN.md §2), offered by the developer menu. */
  readonly exportLog: () => EventLogFile
}

const RuntimeContext = createContext<RuntimeHandle | null>(null)

export function RuntimeProvider({ runtime, children }: { readonly runtime: RuntimeHandle; readonly children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>
}

export const useRuntime = (): RuntimeHandle => {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error("useRuntime: no RuntimeProvider above this component")
  return runtime
}

/** True when a runtime is provided (the outermost error page renders without one). */
export const useHasRuntime = (): boolean => useContext(RuntimeContext) !== null

/**
 * Reads a selector's value and re-renders when it changes (docs/decisions/0008). Core's selectors
 * return state slices, memoised views or primitives, so `Object.is` is the right test for nearly
 * every view; one that derives a fresh object or array on each call passes an `isEqual`
 * (`shallowEqual` below) and re-renders only when the contents change. The selection is computed
 * once per committed state, however many times React asks during a render.
 */
export function useSelector<T>(selector: (state: AppState) => T, isEqual?: (a: T, b: T) => boolean): T {
  const { store } = useRuntime()
  return useSyncExternalStoreWithSelector(store.subscribe, store.getState, store.getState, selector, isEqual)
}

/** Equal when both are the same object, or arrays / plain objects with the same entries by identity. */
export const shallowEqual = <T,>(a: T, b: T): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => Object.is(x, b[i]))
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/** Sends what the person did to core. */
export function useSend(): (event: EventInput) => void {
  const { store } = useRuntime()
  return useCallback((event: EventInput) => store.dispatch(event), [store])
}

/** UI-only reads of state that core has no selector for. */
export const selectLocale = (s: AppState): string => s.site.locale
export const selectEnvironment = (s: AppState): string => s.site.environment
