import { ApiError } from './errors.ts'

const notAnObject = 'The body must be a JSON object or form fields.'

function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'The body is not valid JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ApiError(400, notAnObject)
  return value as Record<string, unknown>
}

/** Form fields as an object; a name given twice becomes a list (which no field accepts). */
function fieldsOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null)
  for (const [key, value] of entries) {
    if (typeof value !== 'string') throw new ApiError(400, 'The API takes no files.')
    const had = out[key]
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value]
  }
  return { ...out }
}

/**
 * The body of a call as an object, from any of the three encodings the API accepts (DESIGN.md
 * "/api/v2"): JSON; a form-urlencoded body that is one JSON string (the spec's own client sends
 * `JSON.stringify(body)` with a form content type, raw or percent-encoded); or ordinary form
 * fields, urlencoded or multipart. An empty body is an empty object: every list field has a
 * default. Anything else is an ApiError 400 (or 415 for a type we do not read).
 */
export async function parseApiBody(
  raw: Uint8Array,
  contentType: string | undefined,
): Promise<Record<string, unknown>> {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw)
  } catch {
    throw new ApiError(400, 'The body is not valid UTF-8 text.')
  }
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'multipart/form-data') {
    let form: FormData
    try {
      form = await new Request('http://api.invalid/', {
        method: 'POST',
        headers: { 'content-type': contentType! },
        body: new Uint8Array(raw),
      }).formData()
    } catch {
      throw new ApiError(400, 'The multipart body could not be read.')
    }
    return fieldsOf(form.entries())
  }
  const trimmed = text.trim()
  if (trimmed === '') return {}
  if (type === 'application/json' || type.endsWith('+json')) return parseJsonObject(trimmed)
  if (type !== '' && type !== 'application/x-www-form-urlencoded' && type !== 'text/plain')
    throw new ApiError(
      415,
      `Send the body as application/json or application/x-www-form-urlencoded, not ${type}.`,
    )
  // The spec's quirk: a JSON string sent as the whole form body.
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJsonObject(trimmed)
  const params = [...new URLSearchParams(trimmed)]
  const only = params.length === 1 ? params[0]! : null
  // The same string percent-encoded by a client that encodes its body: one name, no value.
  if (only && only[1] === '' && only[0].trimStart().startsWith('{')) return parseJsonObject(only[0])
  return fieldsOf(params)
}
