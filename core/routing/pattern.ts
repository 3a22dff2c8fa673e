/**
 * Path patterns of the route table: a small matcher and the template filler for redirect targets.
 *
 * A pattern is a path whose segments are one of:
 * - `acca`            a literal segment;
 * - `:game`           one non-empty segment;
 * - `:category*`      zero or more segments, `:article+` one or more (the value joins them with `/`);
 * - `:slug-:id`       one segment split on its LAST hyphen (spec §2.2 `{slug}-{id}`; slugs contain
 *                     hyphens, ids do not), both halves non-empty.
 * Constraints are regular-expression sources per param name, matched against the whole value, so
 * rows stay plain data (spec §5: competition id `\d{3,}`, match id `\d{5,}`).
 *
 * Invariants: matching is pure and total; a malformed percent-escape is "no match", never an
 * exception. A trailing slash is ignored. Params come back decoded; `fillTemplate` re-encodes them.
 */

export type Params = Readonly<Record<string, string>>
/** Per-param regular-expression sources, anchored at both ends when compiled. */
export type Constraints = Readonly<Record<string, string>>

type Segment =
  | { readonly kind: "literal"; readonly text: string }
  | { readonly kind: "param"; readonly name: string }
  | { readonly kind: "splat"; readonly name: string; readonly min: 0 | 1 }
  | { readonly kind: "slugId"; readonly slug: string; readonly id: string }

export interface CompiledPattern {
  readonly pattern: string
  readonly segments: ReadonlyArray<Segment>
  readonly constraints: Readonly<Record<string, RegExp>>
  /** The first segment when it is a literal: a path whose first part differs cannot match. */
  readonly head: string | null
}

const NAME = "[A-Za-z_][A-Za-z0-9_]*"
const SPLAT = new RegExp(`^:(${NAME})([*+])$`)
const SLUG_ID = new RegExp(`^:(${NAME})-:(${NAME})$`)
const PARAM = new RegExp(`^:(${NAME})$`)
/** A placeholder inside a template's segment. Global, which `replace` restarts from 0 on each use. */
const PLACEHOLDER = new RegExp(`:(${NAME})[*+]?`, "g")

const splitPath = (path: string): string[] => {
  const trimmed = path.replace(/^\/+/, "").replace(/\/+$/, "")
  return trimmed === "" ? [] : trimmed.split("/")
}

const compileSegment = (pattern: string, text: string): Segment => {
  const splat = SPLAT.exec(text)
  if (splat) return { kind: "splat", name: splat[1]!, min: splat[2] === "+" ? 1 : 0 }
  const slugId = SLUG_ID.exec(text)
  if (slugId) return { kind: "slugId", slug: slugId[1]!, id: slugId[2]! }
  const param = PARAM.exec(text)
  if (param) return { kind: "param", name: param[1]! }
  // A table bug, caught by the table tests the moment the row is added.
  if (text.includes(":")) throw new Error(`route pattern ${pattern}: unsupported segment '${text}'`)
  return { kind: "literal", text }
}

/** Compiles a pattern once; the route table compiles every row when it is built. */
export const compilePattern = (pattern: string, constraints: Constraints = {}): CompiledPattern => {
  const segments = splitPath(pattern).map((s) => compileSegment(pattern, s))
  const first = segments[0]
  return {
    pattern,
    segments,
    constraints: Object.fromEntries(Object.entries(constraints).map(([k, src]) => [k, new RegExp(`^(?:${src})$`)])),
    head: first?.kind === "literal" ? first.text : null,
  }
}

/** A path split into decoded segments, once per lookup however many patterns it is tried against. */
export type PathParts = ReadonlyArray<string>

/** The decoded segments of a path, or null when a percent-escape is malformed (no pattern matches it). */
export const pathParts = (path: string): PathParts | null => {
  try {
    return splitPath(path).map((p) => decodeURIComponent(p))
  } catch {
    return null
  }
}

const allowed = (constraints: CompiledPattern["constraints"], name: string, value: string) => constraints[name]?.test(value) ?? true

// Module-level and closure-free: the route table tries up to every row on each navigation.
const matchFrom = (c: CompiledPattern, parts: PathParts, si: number, pi: number, acc: Record<string, string>): Record<string, string> | null => {
  const seg = c.segments[si]
  if (!seg) return pi === parts.length ? acc : null
  if (seg.kind === "splat") {
    // Greedy: the longest run of segments first, then shorter ones (backtracking).
    for (let end = parts.length; end >= pi + seg.min; end--) {
      const taken = parts.slice(pi, end)
      if (taken.some((p) => p === "")) continue
      const value = taken.join("/")
      if (!allowed(c.constraints, seg.name, value)) continue
      const rest = matchFrom(c, parts, si + 1, end, { ...acc, [seg.name]: value })
      if (rest) return rest
    }
    return null
  }
  const part = parts[pi]
  if (part === undefined || part === "") return null
  switch (seg.kind) {
    case "literal":
      return part === seg.text ? matchFrom(c, parts, si + 1, pi + 1, acc) : null
    case "param":
      return allowed(c.constraints, seg.name, part) ? matchFrom(c, parts, si + 1, pi + 1, { ...acc, [seg.name]: part }) : null
    case "slugId": {
      const at = part.lastIndexOf("-")
      const slug = part.slice(0, at)
      const id = part.slice(at + 1)
      if (at <= 0 || id === "" || !allowed(c.constraints, seg.slug, slug) || !allowed(c.constraints, seg.id, id)) return null
      return matchFrom(c, parts, si + 1, pi + 1, { ...acc, [seg.slug]: slug, [seg.id]: id })
    }
  }
}

/** The params of a path (already split by `pathParts`) under a compiled pattern, or null. */
export const matchParts = (compiled: CompiledPattern, parts: PathParts): Params | null =>
  compiled.head !== null && parts[0] !== compiled.head ? null : matchFrom(compiled, parts, 0, 0, {})

/** The params of `path` under a compiled pattern, or null when it does not match. */
export const matchCompiled = (compiled: CompiledPattern, path: string): Params | null => {
  const parts = pathParts(path)
  return parts ? matchParts(compiled, parts) : null
}

/** Matches one pattern against a path; returns the decoded params or null. */
export const matchPath = (pattern: string, path: string, constraints: Constraints = {}): Params | null =>
  matchCompiled(compilePattern(pattern, constraints), path)

const encodeValue = (value: string) => value.split("/").map(encodeURIComponent).join("/")

/**
 * Fills `:name` placeholders (also `:name*`, `:name+` and inside a segment, as in `competition-:id`)
 * of a path template with encoded params; a segment left empty by an empty splat disappears. The
 * template's own query, if any, is kept as written.
 */
export const fillTemplate = (template: string, params: Params): string => {
  const q = template.indexOf("?")
  const pathPart = q === -1 ? template : template.slice(0, q)
  const queryPart = q === -1 ? "" : template.slice(q)
  const filled = splitPath(pathPart)
    .map((seg) => seg.replace(PLACEHOLDER, (_, name: string) => encodeValue(params[name] ?? "")))
    .filter((seg) => seg !== "")
  return `/${filled.join("/")}${queryPart}`
}
