/**
 * The bridge between React and core: the store (and the runtime's developer tools) reach views
 * through context; views read with `useSelector` and speak with `useSend`.
 */
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from "react"
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
 * Reads a selector's value and re-renders when it changes. Core's selectors return state slices or
 * primitives, so the snapshot is stable between unrelated events.
 */
export function useSelector<T>(selector: (state: AppState) => T): T {
  const { store } = useRuntime()
  const snapshot = () => selector(store.getState())
  return useSyncExternalStore(store.subscribe, snapshot, snapshot)
}

/** Sends what the person did to core. */
export function useSend(): (event: EventInput) => void {
  const { store } = useRuntime()
  return useCallback((event: EventInput) => store.dispatch(event), [store])
}

/** UI-only reads of state that core has no selector for. */
export const selectLocale = (s: AppState): string => s.site.locale
export const selectEnvironment = (s: AppState): string => s.site.environment
