/**
 * `update(state, event) → [state, commands]`: the one pure function the store runs. It hands the
 * event to every area of the list (core/app/areas.ts) in order, then reduces the internal events
 * the areas raised, in the order raised, within the same step.
 */
import type { Command as KernelCommand, Ctx, Step, TaggedEvent } from "../kernel/index.js"
import { AREAS } from "./areas.js"
import type { Command } from "./commands.js"
import type { AppEvent } from "./events.js"
import type { AppState } from "./state.js"

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

const reduceOnce = (state: AppState, event: TaggedEvent, at: number, queue: TaggedEvent[]): Step<AppState> => {
  // The state as the areas so far left it: copied on the first change only, so an event no area
  // cares about costs no allocation and returns the very same state.
  const ctx = new PassCtx(at, state, queue)
  const commands: KernelCommand[] = []
  for (const area of AREAS) {
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
export const update = (state: AppState, event: AppEvent): readonly [state: AppState, commands: ReadonlyArray<Command>] => {
  const queue: TaggedEvent[] = []
  let [next, commands] = reduceOnce(state, event, event.at, queue)
  const all = [...commands]
  for (let i = 0; i < queue.length; i++) {
    if (i >= MAX_INTERNAL_EVENTS) throw new Error(`update: more than ${MAX_INTERNAL_EVENTS} internal events from ${event._tag}`)
    ;[next, commands] = reduceOnce(next, queue[i]!, event.at, queue)
    all.push(...commands)
  }
  return [next, all as ReadonlyArray<Command>]
}
