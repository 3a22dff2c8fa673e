/**
 * `update(state, event) → [state, commands]`: the one pure function the store runs. It hands the
 * event to the areas of the list (core/app/areas.ts) that handle its tag, in the list's order, then
 * reduces the internal events the areas raised, in the order raised, within the same step.
 */
import type { AnyArea, Command as KernelCommand, Ctx, Step, TaggedEvent } from "../kernel/index.js"
import { AREAS } from "./areas.js"
import type { Command } from "./commands.js"
import type { AppEvent } from "./events.js"
import type { AppState } from "./state.js"

/** An area as `update` sees it: its `handles` list, if it has one, says which tags reach it. */
type RoutedArea = AnyArea

/**
 * The areas an event of a tag visits, in the list's order: those that name the tag in `handles`
 * and those that declare no list (decision 0020). Worked out on the first event of each tag.
 */
const router = (areas: ReadonlyArray<RoutedArea>) => {
  const routes = new Map<string, ReadonlyArray<RoutedArea>>()
  return (tag: string): ReadonlyArray<RoutedArea> => {
    let visited = routes.get(tag)
    if (visited === undefined) {
      visited = areas.filter((area) => area.handles?.includes(tag) ?? true)
      routes.set(tag, visited)
    }
    return visited
  }
}

/** Guards against a rule raising events forever: a bug, surfaced loudly. */
const MAX_INTERNAL_EVENTS = 1000

type Slices = Record<string, unknown>

/**
 * The context one pass hands every area. A class rather than an object of closures: one is made
 * for every event and internal event, and closures cost an allocation each (and, under tsx, a
 * name-keeping call each) on the replay's hot path.
 */
class PassCtx implements Ctx<AppState> {
  /** The state as the areas so far left it (see reduceOnce). */
  working: Slices
  seq: number
  constructor(
    readonly at: number,
    readonly root: AppState,
    private readonly queue: TaggedEvent[],
  ) {
    this.working = root as unknown as Slices
    this.seq = root.seq
  }
  current(): AppState {
    return this.working as unknown as AppState
  }
  nextId(prefix: string): string {
    return `${prefix}-${++this.seq}`
  }
  raise(e: TaggedEvent): void {
    this.queue.push(e)
  }
}

const reduceOnce = (areasFor: (tag: string) => ReadonlyArray<RoutedArea>, state: AppState, event: TaggedEvent, at: number, queue: TaggedEvent[]): Step<AppState> => {
  // The state as the areas so far left it: copied on the first change only, so an event no area
  // cares about costs no allocation and returns the very same state.
  const ctx = new PassCtx(at, state, queue)
  const commands: KernelCommand[] = []
  for (const area of areasFor(event._tag)) {
    if (area.kind === "rule") {
      const [, cmds] = area.reduce(null, event, ctx)
      if (cmds.length > 0) commands.push(...cmds)
      continue
    }
    const slice = ctx.working[area.key]
    const [next, cmds] = area.reduce(slice, event, ctx)
    if (cmds.length > 0) commands.push(...cmds)
    if (next !== slice) {
      if (ctx.working === (state as unknown as Slices)) ctx.working = { ...ctx.working }
      ctx.working[area.key] = next
    }
  }
  if (ctx.seq !== state.seq) {
    if (ctx.working === (state as unknown as Slices)) ctx.working = { ...ctx.working }
    ctx.working.seq = ctx.seq
  }
  return [ctx.working as unknown as AppState, commands]
}

/**
 * One step of the app. The commands come typed by endpoint (core/app/commands.ts): every Call an
 * area builds goes through the kernel's `call(declaration, input)`, so its input is the endpoint's.
 */
export const update = (state: AppState, event: AppEvent): readonly [state: AppState, commands: ReadonlyArray<Command>] => updateApp(state, event)

/**
 * `update` over a given list of areas. The app's is `update`; specs/core/area-routing.test.ts runs
 * the same list with every `handles` removed (each area sees every event) as the reference the
 * routed pass must equal.
 */
export const updateWith = (areas: ReadonlyArray<RoutedArea>) => {
  const areasFor = router(areas)
  return (state: AppState, event: AppEvent): readonly [state: AppState, commands: ReadonlyArray<Command>] => {
  const queue: TaggedEvent[] = []
  let [next, commands] = reduceOnce(areasFor, state, event, event.at, queue)
  const all = [...commands]
  for (let i = 0; i < queue.length; i++) {
    if (i >= MAX_INTERNAL_EVENTS) throw new Error(`update: more than ${MAX_INTERNAL_EVENTS} internal events from ${event._tag}`)
    ;[next, commands] = reduceOnce(areasFor, next, queue[i]!, event.at, queue)
    all.push(...commands)
  }
  return [next, all as ReadonlyArray<Command>]
  }
}

// Each area's own slice and event types are its business (core/kernel/area.ts): the pass is generic.
const updateApp = updateWith(AREAS as ReadonlyArray<AnyArea>)
