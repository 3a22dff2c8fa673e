/** How an attempt was refused, for the suites that assert the refusal rather than the message. */

/**
 * The error `attempt` was refused with: fails the test if it succeeded ("expected <expected>"), and
 * throws on anything other than a `kind` (a bug, not a refusal).
 */
export const refusedWith = async <E>(attempt: Promise<unknown>, kind: abstract new (...args: never[]) => E, expected: string): Promise<E> => {
  try {
    await attempt
  } catch (error) {
    if (error instanceof kind) return error
    throw error
  }
  throw new Error(`expected ${expected}`)
}
