/**
 * `produce` for reducers that update nested data (a leg inside the slip, an entry inside a table):
 * write the change as a mutation of a draft, get a new object with structural sharing. One immer
 * instance for core with auto-freeze off: state is never mutated anyway (reducers are pure), and
 * freezing every produced tree would cost the hot paths (price pushes, typing a stake) time the
 * bench measures. See docs/decisions/0007-immer-in-core.md.
 */
import { Immer } from "immer"

const immer = new Immer({ autoFreeze: false })

export const produce = immer.produce
export { castDraft, type Draft } from "immer"
