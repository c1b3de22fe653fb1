import type { InboxFilter, InboxKind } from '#app/domain/inbox/inbox.server.ts'
import { stages } from '#app/domain/inbox/stages.ts'

/** The inbox's filter from the query string (the list, its pages and the CSV export share it). */
export function readInboxFilter(
  q: URLSearchParams,
  kinds: InboxKind[],
): { filter: InboxFilter; form: Record<string, string> } {
  const pick = <T extends string>(v: string | null, allowed: readonly T[]) =>
    allowed.includes(v as T) ? (v as T) : undefined
  const kind = pick(q.get('kind'), kinds)
  const status = pick(q.get('status'), ['new', 'handled'] as const)
  const delivery = pick(q.get('delivery'), ['pending', 'sent', 'logged', 'failed'] as const)
  // An application's stage: only for roles that see applications.
  const stage = kinds.includes('apply') ? pick(q.get('stage'), stages) : undefined
  const job = q.get('job') ?? ''
  const search = (q.get('q') ?? '').slice(0, 100)
  return {
    filter: {
      kinds,
      kind,
      status,
      stage,
      delivery,
      jobId: /^\d{1,9}$/.test(job) ? Number(job) : undefined,
      search: search || undefined,
    },
    form: {
      q: search,
      kind: kind ?? '',
      status: status ?? '',
      stage: stage ?? '',
      delivery: delivery ?? '',
      job: /^\d{1,9}$/.test(job) ? job : '',
    },
  }
}
