import type { Logger } from 'pino'

/** How long a source's answer may stand in for a fresh one while the source fails. */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000
/** Largest answer read from the source; a bigger one is a failure, not a full memory. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024
const MAX_ENTRIES = 2000

/** The source could not give an answer, fresh or stale: the page shows "Error: …" with 503. */
export class RemoteUnavailable extends Error {}

/** A call's answer: its JSON body, or the source saying it has no such item (HTTP 404). */
export type RemoteAnswer = { found: true; body: Record<string, unknown> } | { found: false }

type Entry = { answer: RemoteAnswer; fetchedAt: number }

export type RemoteApiOptions = {
  /** The source's `/api/v2` base, e.g. https://erp.example/api/v2 (CONTENT_API_URL). */
  baseUrl: string
  /** Per attempt (CONTENT_API_TIMEOUT_MS); a timed-out attempt is tried once more. */
  timeoutMs: number
  /** How long an answer is fresh (CONTENT_CACHE_TTL_S). */
  ttlMs: number
  log: Pick<Logger, 'warn' | 'info'>
  now?: () => number
  /**
   * The signal that ends one attempt after `timeoutMs` (AbortSignal.timeout). Tests pass signals
   * they abort themselves when a held request has arrived, so no test waits on the wall clock.
   */
  deadline?: (timeoutMs: number) => AbortSignal
}

class Retryable extends Error {}

/**
 * The client side of the spec's calls (DESIGN.md "Remote mode"): POSTs the body as the spec's
 * client does (a JSON string as a form body), with a timeout and one retry, and keeps answers for
 * `ttlMs`; when the source fails, the last good answer is served for up to a day. Concurrent asks
 * for the same call and body share one request. Knows nothing of the shapes: callers validate.
 */
export class RemoteApi {
  private readonly cache = new Map<string, Entry>()
  private readonly inFlight = new Map<string, Promise<RemoteAnswer>>()
  private readonly now: () => number
  /** When the source last answered, and the last failure: for /readyz. */
  lastSuccessAt: number | null = null
  lastFailure: { at: number; reason: string } | null = null

  constructor(private readonly opts: RemoteApiOptions) {
    this.now = opts.now ?? Date.now
  }

  /**
   * One call. `lang: 'kn'` asks the source for its Kannada (`?lang=kn`, docs/api.md "Language"):
   * a separate answer, kept under its own key.
   */
  async call(
    name: string,
    body: Record<string, unknown>,
    opts: { lang?: 'en' | 'kn' } = {},
  ): Promise<RemoteAnswer> {
    const call = opts.lang === 'kn' ? `${name}?lang=kn` : name
    const key = `${call} ${stableJson(body)}`
    const cached = this.cache.get(key)
    const now = this.now()
    if (cached && now - cached.fetchedAt < this.opts.ttlMs) return cached.answer
    let pending = this.inFlight.get(key)
    if (!pending) {
      pending = this.fetchAnswer(call, body).finally(() => this.inFlight.delete(key))
      this.inFlight.set(key, pending)
    }
    try {
      const answer = await pending
      this.remember(key, answer)
      return answer
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      this.lastFailure = { at: this.now(), reason }
      if (cached && this.now() - cached.fetchedAt < STALE_IF_ERROR_MS) {
        this.opts.log.warn(
          { call, reason, ageS: Math.round((this.now() - cached.fetchedAt) / 1000) },
          'content source failed; serving its last good answer',
        )
        return cached.answer
      }
      throw new RemoteUnavailable(`${call}: ${reason}`)
    }
  }

  private remember(key: string, answer: RemoteAnswer) {
    this.cache.delete(key)
    this.cache.set(key, { answer, fetchedAt: this.now() })
    if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!)
  }

  /** `call` is the call's name, with its query when it has one (`getBlog?lang=kn`). */
  private async fetchAnswer(name: string, body: Record<string, unknown>): Promise<RemoteAnswer> {
    try {
      return await this.attempt(name, body)
    } catch (error) {
      if (!(error instanceof Retryable)) throw error
      this.opts.log.info({ call: name, reason: error.message }, 'content source: trying again')
      return await this.attempt(name, body)
    }
  }

  private async attempt(name: string, body: Record<string, unknown>): Promise<RemoteAnswer> {
    let res: Response
    const signal = (this.opts.deadline ?? AbortSignal.timeout)(this.opts.timeoutMs)
    try {
      res = await fetch(`${this.opts.baseUrl.replace(/\/+$/, '')}/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal,
        redirect: 'error',
      })
    } catch (error) {
      throw new Retryable(
        signal.aborted
          ? `no answer within ${this.opts.timeoutMs} ms`
          : `no connection (${error instanceof Error ? error.message : String(error)})`,
      )
    }
    let text: string
    try {
      text = new TextDecoder().decode(await readCapped(res, MAX_ANSWER_BYTES, 'the answer'))
    } catch (error) {
      throw new Retryable(
        signal.aborted
          ? `no complete answer within ${this.opts.timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error),
      )
    }
    if (res.status >= 500) throw new Retryable(`the source answered ${res.status}`)
    if (res.status === 404) {
      this.lastSuccessAt = this.now()
      return { found: false }
    }
    if (res.status !== 200) throw new Error(`the source answered ${res.status}`)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new Error('the source answered something other than JSON')
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      throw new Error('the source answered something other than a JSON object')
    const answer = json as Record<string, unknown>
    // The spec's reading: an answer with its error flag set has no data.
    if (answer.error === true)
      throw new Error(
        `the source reported an error${typeof answer.message === 'string' && answer.message ? `: ${answer.message.slice(0, 200)}` : ''}`,
      )
    this.lastSuccessAt = this.now()
    return { found: true, body: answer }
  }
}

/**
 * The body of a response, refusing one larger than `limit` bytes: by its declared length before
 * reading, and while reading (a body streamed without a length). `what` names it in the error.
 */
export async function readCapped(res: Response, limit: number, what: string): Promise<Buffer> {
  const tooLarge = () => new Error(`${what} is larger than ${limit} bytes`)
  const declared = Number(res.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) {
    await res.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!res.body) return Buffer.alloc(0)
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** JSON with keys in order, so the same body is the same cache key however it was built. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}
