/**
 * The one memo helper of core (STYLE.md: tldraw's `computed`, reselect's `createSelector`):
 * selectors that build new objects keep their last answers per key and hand back the same object
 * while their inputs are the same (by identity), so views re-render only on real change.
 *
 * `memoByKey(inputs, compute, size)`: `inputs(...args)` picks the values the answer depends on;
 * `key(...args)` names the entry (a match id, a bet id); at most `size` entries are kept (the
 * oldest dropped), so a long session does not grow without bound.
 */
const sameInputs = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>): boolean => {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false
  return true
}

export const memoByKey = <Args extends ReadonlyArray<unknown>, K, R>(options: {
  readonly key: (...args: Args) => K
  readonly inputs: (...args: Args) => ReadonlyArray<unknown>
  readonly compute: (...args: Args) => R
  readonly size?: number
  /** When the inputs moved but the new answer equals the last one, hand back the last (identity kept). */
  readonly equal?: (previous: R, next: R) => boolean
}): ((...args: Args) => R) => {
  const size = options.size ?? 200
  const entries = new Map<K, { readonly inputs: ReadonlyArray<unknown>; readonly result: R }>()
  return (...args: Args): R => {
    const key = options.key(...args)
    const inputs = options.inputs(...args)
    const hit = entries.get(key)
    if (hit && sameInputs(hit.inputs, inputs)) return hit.result
    const computed = options.compute(...args)
    const result = hit && options.equal?.(hit.result, computed) ? hit.result : computed
    if (hit) entries.delete(key)
    else if (entries.size >= size) entries.delete(entries.keys().next().value as K)
    entries.set(key, { inputs, result })
    return result
  }
}

/**
 * One entry: the last answer, while the inputs are the same. `memoByKey` with one key, kept in a
 * variable rather than a Map: selectors of this kind are read by rules on every event (the site's
 * features), so the lookup is worth saving (decision 0019).
 */
export const memoLast = <Args extends ReadonlyArray<unknown>, R>(
  inputs: (...args: Args) => ReadonlyArray<unknown>,
  compute: (...args: Args) => R,
  equal?: (previous: R, next: R) => boolean,
): ((...args: Args) => R) => {
  let last: { readonly inputs: ReadonlyArray<unknown>; readonly result: R } | null = null
  return (...args: Args): R => {
    const now = inputs(...args)
    if (last !== null && sameInputs(last.inputs, now)) return last.result
    const computed = compute(...args)
    const result = last !== null && equal?.(last.result, computed) ? last.result : computed
    last = { inputs: now, result }
    return result
  }
}

/**
 * `memoKeyed(compute)(key, ...inputs)`: the last answer per key while the inputs are the same
 * objects. The shape most selectors want: the key names the thing (a bet, a match), the inputs are
 * the slices it is computed from.
 */
export const memoKeyed = <K, I extends ReadonlyArray<unknown>, R>(compute: (...inputs: I) => R, size = 200): ((key: K, ...inputs: I) => R) => {
  const keyed = memoByKey({ key: (key: K, _: I) => key, inputs: (_: K, inputs: I) => inputs, compute: (_: K, inputs: I) => compute(...inputs), size })
  return (key, ...inputs) => keyed(key, inputs)
}
