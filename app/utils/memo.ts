/**
 * A pure function of a string, remembered for its last `max` distinct inputs (least recently
 * used dropped first). For what every uncached render would otherwise derive again from the same
 * stored text: sanitized HTML, plain text, parsed page copy. Inputs longer than `maxInput`
 * characters are computed each time and not kept, so memory stays bounded by max × maxInput.
 * Results are shared between callers: they must be strings or frozen values.
 */
export function memoizeByString<T>(
  fn: (input: string) => T,
  { max = 500, maxInput = 64 * 1024 }: { max?: number; maxInput?: number } = {},
): (input: string) => T {
  const kept = new Map<string, T>()
  return (input) => {
    if (input.length > maxInput) return fn(input)
    if (kept.has(input)) {
      const value = kept.get(input) as T
      kept.delete(input)
      kept.set(input, value)
      return value
    }
    const value = fn(input)
    kept.set(input, value)
    if (kept.size > max) kept.delete(kept.keys().next().value as string)
    return value
  }
}

/** Freezes a parsed JSON value and everything in it, so a shared result cannot be changed. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}
