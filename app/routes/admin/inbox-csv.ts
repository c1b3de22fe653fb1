import { requireStaff, forbidden } from '#app/domain/accounts/guard.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { deliveryWords } from '#app/domain/inbox/delivery.ts'
import { stageWords } from '#app/domain/inbox/stages.ts'
import { exportInbox, toCsv } from '#app/domain/inbox/inbox.server.ts'
import { readInboxFilter } from './inbox-filter.ts'
import { inboxKindsOf } from '#app/domain/inbox/inbox.server.ts'
import type { Route } from './+types/inbox-csv'
import { requestContext } from '#app/platform/context.server.ts'
import { istDate, istDateTimeLocal } from '#app/utils/dates.ts'

/**
 * /admin/inbox.csv: what the inbox's filter shows, as a spreadsheet. UTF-8 with a byte-order mark
 * (Excel then shows Kannada names), cells that could run as formulas neutralised. The export is
 * audited (how many rows, never what they hold).
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const staff = requireStaff(context, url)
  const kinds = inboxKindsOf(staff.user.role)
  if (!kinds.length) forbidden()
  const { filter, form } = readInboxFilter(url.searchParams, kinds)
  const rows = await exportInbox(context.db, filter)
  const ist = (ms: number | null) => (ms === null ? '' : istDateTimeLocal(ms).replace('T', ' '))
  const csv = toCsv(
    [
      'id',
      'kind',
      'received (IST)',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'job id',
      'job title',
      'resume link',
      'status',
      'stage',
      'handled (IST)',
      'delivery',
      'language',
    ],
    rows.map((r) => [
      r.id,
      r.kind === 'contact' ? 'message' : 'application',
      ist(r.createdAt),
      r.name,
      r.email,
      r.phone,
      r.subject,
      r.message,
      r.jobId,
      r.jobTitle,
      r.resumeLink,
      r.handledAt ? 'handled' : 'new',
      // An application's stage in words; a contact message has none.
      r.stage ? stageWords[r.stage] : '',
      ist(r.handledAt),
      // The badge's words ("Written to the log, not e-mailed"), never the code ("logged").
      deliveryWords[r.delivery],
      // The page's language it was sent from; empty for one stored before that was recorded.
      r.lang === 'kn' ? 'Kannada' : r.lang === 'en' ? 'English' : '',
    ]),
  )
  const filters = Object.entries(form)
    .filter(([k, v]) => v && k !== 'q')
    .map(([k, v]) => `${k}=${v}`)
  await recordAudit(context.db, {
    kind: 'inbox.exported',
    actor: { id: staff.user.id, email: staff.user.email },
    summary: `Exported ${rows.length} row${rows.length === 1 ? '' : 's'} as CSV${filters.length ? ` (${filters.join(', ')}${form.q ? ', with a search' : ''})` : form.q ? ' (with a search)' : ''}.`,
    ip: context.clientIp,
  })
  const day = istDate(Date.now())
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inbox-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
