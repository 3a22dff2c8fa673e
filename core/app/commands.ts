/**
 * Commands as the whole app knows them: the kernel's, with each `Call` typed by the endpoint it
 * names (built from the areas' endpoint tables), so a spec or a shell reading a Call's input gets
 * that endpoint's input type.
 */
import type { Command as KernelCommand, InputOf } from "../kernel/index.js"
import type { AREAS } from "./areas.js"

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never

/** Every area's endpoints, merged: name → declaration. */
export type EndpointTable = UnionToIntersection<
  (typeof AREAS)[number] extends infer A ? A extends { readonly endpoints?: infer Ep } ? NonNullable<Ep> : never : never
>
export type EndpointName = keyof EndpointTable & string
/** What each call takes from core. */
export type EndpointInputs = { readonly [N in EndpointName]: InputOf<EndpointTable[N]> }

export type Call = {
  [N in EndpointName]: {
    readonly _tag: "Call"
    readonly endpoint: N
    readonly input: EndpointInputs[N]
    readonly requestId: string
    readonly token: string | null
  }
}[EndpointName]

export type Command = Exclude<KernelCommand, { readonly _tag: "Call" }> | Call
export type CommandTag = Command["_tag"]

/** Builds a Call by endpoint name (specs and the shell); areas call `call(declaration, …)` from the kernel. */
export const call = <N extends EndpointName>(endpoint: N, input: EndpointInputs[N], requestId: string, token: string | null): Call =>
  ({ _tag: "Call", endpoint, input, requestId, token }) as Call
