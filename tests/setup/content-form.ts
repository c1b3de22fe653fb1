import type { Values } from '#app/domain/content/fields.ts'

/**
 * An editor's values as the browser posts them: groups as `<group>.<index>.<field>`, nested
 * groups likewise (`tabs.0.points.1.text`), booleans as "on", lists one per line.
 */
export function contentForm(values: Values, extra: Record<string, string> = {}): FormData {
  const form = new FormData()
  const put = (prefix: string, v: unknown) => {
    if (Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null)) {
      v.forEach((item, i) => {
        for (const [k, x] of Object.entries(item as Values)) put(`${prefix}.${i}.${k}`, x)
      })
    } else if (Array.isArray(v)) form.set(prefix, v.join('\n'))
    else if (typeof v === 'boolean') {
      if (v) form.set(prefix, 'on')
    } else if (v !== null && v !== undefined) form.set(prefix, String(v))
  }
  for (const [k, v] of Object.entries(values)) put(k, v)
  for (const [k, v] of Object.entries(extra)) form.set(k, v)
  return form
}
