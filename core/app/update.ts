/**
 * `update(state, event) → [state, commands]`: the one pure function the store runs. It hands the
 * event to the areas of the list (core/app/areas.ts) that handle its tag, in the list's order, then
 * reduces the internal events the areas raised, in the order raised, within the same step.
 */
import { noCommands, type AnyArea, type Command as KernelCommand, type Ctx, type Reducer, type TaggedEvent } from "../kernel/index.js"
import { AREAS } from "./areas.js"
import type { Command } from "./commands.js"
import type { AppEvent } from "./events.js"
import { copyState, type AppState } from "./state.js"

/** An area as `update` sees it: its `handles` list, if it has one, says which tags reach it. */
type RoutedArea = AnyArea

/**
 * An area as the pass calls it. Areas are declared with different optional parts, so they have
 * many hidden classes and the pass's reads of `kind`, `key` and `reduce` from them were
 * megamorphic loads on every visit (decision 0019); the pass reads this one shape.
 */
interface Visit {
  /** The slice it moves; a rule owns none. */
  readonly key: string
  readonly isRule: boolean
  /** A follower's slices (FollowArea.follows): it is skipped on a pass that moved none of them. */
  readonly follows: ReadonlyArray<string> | null
  // The pass is generic: each area's own slice and event types are its business (core/kernel/area.ts).
  readonly reduce: Reducer<any, any, any>
}

const visitOf = (area: RoutedArea): Visit =>
  ({ key: area.key, isRule: area.kind === "rule", follows: area.kind === "follow" ? area.follows ?? null : null, reduce: area.reduce })

/**
 * The areas an event of a tag visits, in the list's order: those that name the tag in `handles`
 * and those that declare no list (decision 0020). Worked out on the first event of each tag.
 */
const router = (areas: ReadonlyArray<RoutedArea>) => {
  const routes = new Map<string, ReadonlyArray<Visit>>()
  return (tag: string): ReadonlyArray<Visit> => {
    let visited = routes.get(tag)
    if (visited === undefined) {
      visited = areas.filter((area) => area.handles?.includes(tag) ?? true).map(visitOf)
      routes.set(tag, visited)
    }
    return visited
  }
}

/** Guards against a rule raising events forever: a bug, surfaced loudly. */
const MAX_INTERNAL_EVENTS = 1000

type Slices = Record<string, unknown>

/**
 * One step: the context every area of every pass (the event's, then each internal event's) is
 * handed, and what the step has gathered so far. One is made per `update` call and lives only
 * inside it (decision 0019): the replay's hot path allocates it, the result pair, and the commands
 * array and internal-event queue only when an area returns a command or raises an event.
 */
class StepCtx implements Ctx<AppState> {
  /** The state before the pass under way: the step's input, then the result of each pass. */
  root: AppState
  /** The state as the areas so far in this pass left it: `root` until one changes its slice. */
  working: Slices
  seq: number
  commands: KernelCommand[] | null = null
  queue: TaggedEvent[] | null = null
  constructor(readonly at: number, root: AppState) {
    this.root = root
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
    if (this.queue === null) this.queue = []
    this.queue.push(e)
  }
  /** Hands `event` to `areas` over `root`; `root` then holds the state they left. */
  pass(areas: ReadonlyArray<Visit>, event: TaggedEvent): void {
    const state = this.root as unknown as Slices
    // Copied on the first change only, so an event no area cares about costs no allocation and
    // leaves the very same state.
    this.working = state
    for (let i = 0; i < areas.length; i++) {
      const area = areas[i]!
      if (area.isRule) {
        this.gather(area.reduce(null, event, this)[1])
        continue
      }
      if (area.follows !== null && !this.moved(area.follows, state)) continue
      const slice = this.working[area.key]
      const [next, cmds] = area.reduce(slice, event, this)
      this.gather(cmds)
      if (next !== slice) {
        if (this.working === state) this.working = this.copyRoot()
        this.working[area.key] = next
      }
    }
    if (this.seq !== (state.seq as number)) {
      if (this.working === state) this.working = this.copyRoot()
      this.working.seq = this.seq
    }
    this.root = this.working as unknown as AppState
  }
  /** Whether any of `keys` is another object in this pass's working state than in `before`. */
  private moved(keys: ReadonlyArray<string>, before: Slices): boolean {
    if (this.working === before) return false
    for (let i = 0; i < keys.length; i++) if (this.working[keys[i]!] !== before[keys[i]!]) return true
    return false
  }
  private copyRoot(): Slices {
    return copyState(this.root) as unknown as Slices
  }
  private gather(cmds: ReadonlyArray<KernelCommand>): void {
    const n = cmds.length
    if (n === 0) return
    if (this.commands === null) this.commands = []
    for (let i = 0; i < n; i++) this.commands.push(cmds[i]!)
  }
}

/**
 * One step of the app. The commands come typed by endpoint (core/app/commands.ts): every Call an
 * area builds goes through the kernel's `call(declaration, input)`, so its input is the endpoint's.
 * A step without commands returns the kernel's frozen `noCommands`.
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
    const step = new StepCtx(event.at, state)
    step.pass(areasFor(event._tag), event)
    // The queue grows while its events are reduced (an internal event may raise more).
    for (let i = 0; step.queue !== null && i < step.queue.length; i++) {
      if (i >= MAX_INTERNAL_EVENTS) throw new Error(`update: more than ${MAX_INTERNAL_EVENTS} internal events from ${event._tag}`)
      const internal = step.queue[i]!
      step.pass(areasFor(internal._tag), internal)
    }
    return [step.root, (step.commands ?? noCommands) as ReadonlyArray<Command>]
  }
}

// Each area's own slice and event types are its business (core/kernel/area.ts): the pass is generic.
const updateApp = updateWith(AREAS as ReadonlyArray<AnyArea>)
