/** A fetch that records the Request it would have sent and answers from a script: no network. */
import type { FetchLike } from "../../../adapters/http/client.js"

export interface Sent {
  readonly input: string
  readonly init: RequestInit
  /** The Request a real fetch would have built (needs an absolute base URL). */
  readonly request: Request | null
}

export type Responder = (sent: Sent) => Response | Promise<Response>

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

export const text = (body: string, status: number): Response => new Response(body === "" ? null : body, { status })

/** Rejects like a real fetch when the request's signal aborts; never answers otherwise. */
export const hang = (sent: Sent): Promise<Response> =>
  new Promise((_, reject) => {
    const signal = sent.init.signal
    signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")))
  })

export const fakeFetch = (respond: Responder = () => json({ ok: true })) => {
  const sent: Sent[] = []
  const fetch: FetchLike = async (input, init) => {
    let request: Request | null = null
    try {
      request = new Request(input, init)
    } catch {
      request = null // relative URL outside a browser
    }
    const entry = { input, init, request }
    sent.push(entry)
    return respond(entry)
  }
  return { fetch, sent }
}
