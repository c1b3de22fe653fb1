import { data } from 'react-router'
import {
  Badge,
  ConsoleForm,
  Field,
  Notice,
  PageTitle,
  Panel,
  SubmitButton,
  Time,
} from '#app/components/admin/ui.tsx'
import { actorOf, requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import {
  correctRecord,
  erasePersonData,
  findPersonData,
  normalizeQuery,
  type HeldRecord,
  type PersonQuery,
} from '#app/domain/privacy/requests.server.ts'
import { isStage, stageWords } from '#app/domain/inbox/stages.ts'
import { consoleHeaders } from './console.server.ts'
import { useConsole } from './layout.tsx'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/privacy'
import { requestContext } from '#app/platform/context.server.ts'

/**
 * /admin/privacy (administrators only): requests from the people whose data the forms stored.
 * Every step is a POST, so no e-mail address or phone number ever sits in a URL or a log line;
 * each is audited without the data itself.
 */
export function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  requireStaff(context, url, 'privacy')
  return data({ retentionDays: context.env.RETENTION_DAYS }, { headers: consoleHeaders })
}

type ActionData = {
  query: { email: string; phone: string } | null
  records: HeldRecord[]
  message?: string
  tone?: 'success' | 'error'
}

export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url }, 'privacy')
  const intent = String(form.get('intent') ?? '')
  const raw = { email: String(form.get('email') ?? ''), phone: String(form.get('phone') ?? '') }
  const q = normalizeQuery(raw)
  const answer = (d: ActionData, status = 200) => data(d, { status, headers: consoleHeaders })
  if (!q)
    return answer(
      {
        query: raw,
        records: [],
        message: 'Enter an e-mail address or a phone number (10 digits).',
        tone: 'error',
      },
      400,
    )
  const audit = (
    kind: 'privacy.searched' | 'privacy.exported' | 'privacy.corrected' | 'privacy.erased',
    summary: string,
    target?: string,
  ) =>
    recordAudit(context.db, { kind, actor: actorOf(staff), target, summary, ip: context.clientIp })
  const by = [q.email ? 'e-mail' : null, q.phone ? 'phone' : null].filter(Boolean).join(' and ')
  const query = { email: q.email ?? '', phone: q.phone ?? '' }

  if (intent === 'export') {
    const records = await findPersonData(context.db, q)
    await audit(
      'privacy.exported',
      `Exported the data held about one person, found by ${by} (${records.length} record${records.length === 1 ? '' : 's'}).`,
    )
    const body = JSON.stringify(
      {
        exportedAt: new Date().toISOString(),
        about: query,
        records: records.map(({ mail, notes, ...r }) => ({
          ...r,
          createdAt: new Date(r.createdAt).toISOString(),
          notes: notes.map((n) => ({ ...n, createdAt: new Date(n.createdAt).toISOString() })),
          emails: mail.map((m) => ({ status: m.status })),
        })),
      },
      null,
      2,
    )
    return new Response(body, {
      headers: {
        ...consoleHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="personal-data.json"',
      },
    })
  }
  if (intent === 'correct') {
    const id = Number(form.get('record'))
    const fix = {
      name: String(form.get('name') ?? ''),
      email: String(form.get('newEmail') ?? ''),
      phone: String(form.get('newPhone') ?? ''),
    }
    if (
      !Number.isInteger(id) ||
      !fix.name.trim() ||
      !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fix.email.trim()) ||
      fix.phone.replace(/\D/g, '').length < 10
    )
      return answer(
        {
          query,
          records: await findPersonData(context.db, q),
          message: 'Give a name, a valid e-mail address and a phone number.',
          tone: 'error',
        },
        400,
      )
    const done = await correctRecord(context.db, id, fix)
    await audit(
      'privacy.corrected',
      "Corrected the name, e-mail or phone of one record at the person's request.",
      `submission:${id}`,
    )
    const next = normalizeQuery({ email: fix.email, phone: fix.phone }) ?? q
    return answer({
      query: { email: next.email ?? '', phone: next.phone ?? '' },
      records: await findPersonData(context.db, next),
      message: done ? 'Record corrected.' : 'That record no longer exists.',
      tone: done ? 'success' : 'error',
    })
  }
  if (intent === 'erase') {
    if (form.get('confirm') !== 'yes')
      return answer(
        {
          query,
          records: await findPersonData(context.db, q),
          message: 'Tick the box to confirm the erasure first.',
          tone: 'error',
        },
        400,
      )
    const n = await erasePersonData(context.db, q)
    await audit(
      'privacy.erased',
      `Erased the data held about one person, found by ${by}: ${n.submissions} record${n.submissions === 1 ? '' : 's'}, ${n.mails} queued e-mail${n.mails === 1 ? '' : 's'}, ${n.files} file${n.files === 1 ? '' : 's'}.`,
    )
    return answer({
      query,
      records: [],
      message: `Erased ${n.submissions} record${n.submissions === 1 ? '' : 's'}, ${n.mails} queued e-mail${n.mails === 1 ? '' : 's'} and ${n.files} stored e-mail file${n.files === 1 ? '' : 's'}. Nothing else held names this person.`,
      tone: 'success',
    })
  }
  const records = await findPersonData(context.db, q as PersonQuery)
  await audit(
    'privacy.searched',
    `Looked up the data held about one person by ${by} (${records.length} record${records.length === 1 ? '' : 's'} found).`,
  )
  return answer({ query, records })
}

export const meta: Route.MetaFunction = () => consoleMeta('Privacy requests')

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const query = actionData?.query ?? null
  const records = actionData?.records ?? []
  const hidden = query ? (
    <>
      <input type="hidden" name="email" value={query.email} />
      <input type="hidden" name="phone" value={query.phone} />
    </>
  ) : null
  return (
    <>
      <PageTitle lead="When a person asks what we hold about them, asks us to correct it, or asks us to erase it (Digital Personal Data Protection Act 2023). Answer within 30 days, as the privacy policy promises.">
        Privacy requests
      </PageTitle>
      <Panel title="Find a person's data">
        <ConsoleForm
          csrf={csrf}
          intent="search"
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <Field
            label="Email"
            name="email"
            type="email"
            maxLength={254}
            autoComplete="off"
            defaultValue={query?.email}
          />
          <Field
            label="Phone number"
            name="phone"
            type="tel"
            maxLength={20}
            autoComplete="off"
            defaultValue={query?.phone}
          />
          <SubmitButton name="intent" value="search" busy="Looking…">
            Find
          </SubmitButton>
        </ConsoleForm>
        <p className="mt-3 text-sm text-muted">
          The site holds what the contact form and the job application stored: for{' '}
          {loaderData.retentionDays} days, then it deletes them by itself.
        </p>
      </Panel>
      {actionData?.message ? (
        <div className="mt-6">
          <Notice tone={actionData.tone ?? 'info'}>{actionData.message}</Notice>
        </div>
      ) : null}
      {query && actionData?.records ? (
        <section aria-labelledby="found" className="mt-6 space-y-4">
          <h2 id="found" className="text-xl">
            {records.length === 0
              ? 'Nothing held about this person'
              : `${records.length} record${records.length === 1 ? '' : 's'} held`}
          </h2>
          {records.map((r) => (
            <Panel
              key={r.id}
              title={`${r.kind === 'contact' ? 'Contact message' : 'Job application'} #${r.id}`}
            >
              <p className="mb-3 text-sm text-muted">
                Received <Time ms={r.createdAt} /> ·{' '}
                {r.mail.length
                  ? `${r.mail.length} e-mail${r.mail.length === 1 ? '' : 's'} (${r.mail.map((m) => m.status).join(', ')})`
                  : 'no e-mail queued'}
                {r.mail.some((m) => m.file) ? ' · a stored .eml file' : ''}
              </p>
              <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[8rem_1fr]">
                {r.subject ? (
                  <>
                    <dt className="text-muted">Subject</dt>
                    <dd>{r.subject}</dd>
                  </>
                ) : null}
                {r.message ? (
                  <>
                    <dt className="text-muted">Message</dt>
                    <dd className="whitespace-pre-wrap">{r.message}</dd>
                  </>
                ) : null}
                {r.jobTitle ? (
                  <>
                    <dt className="text-muted">Job</dt>
                    <dd>{r.jobTitle}</dd>
                  </>
                ) : null}
                {r.resumeLink ? (
                  <>
                    <dt className="text-muted">Resume link</dt>
                    <dd className="break-all">{r.resumeLink}</dd>
                  </>
                ) : null}
                {r.stage ? (
                  <>
                    <dt className="text-muted">Stage</dt>
                    <dd>{isStage(r.stage) ? stageWords[r.stage] : r.stage}</dd>
                  </>
                ) : null}
                <dt className="text-muted">Language</dt>
                <dd>
                  {r.lang === 'kn' ? 'Kannada' : r.lang === 'en' ? 'English' : 'Not recorded'}
                </dd>
                {r.notes.length ? (
                  <>
                    <dt className="text-muted">Staff notes</dt>
                    <dd>
                      <ul className="space-y-1">
                        {r.notes.map((n, i) => (
                          <li key={i} className="whitespace-pre-wrap">
                            <Time ms={n.createdAt} />: {n.body}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                ) : null}
              </dl>
              <details className="mt-4">
                <summary className="cursor-pointer font-semibold">
                  Correct name, e-mail or phone
                </summary>
                <ConsoleForm
                  csrf={csrf}
                  intent="correct"
                  className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end"
                >
                  {hidden}
                  <input type="hidden" name="record" value={r.id} />
                  <Field label="Name" name="name" defaultValue={r.name} required maxLength={100} />
                  <Field
                    label="Email"
                    name="newEmail"
                    type="email"
                    defaultValue={r.email}
                    required
                    maxLength={254}
                  />
                  <Field
                    label="Phone"
                    name="newPhone"
                    type="tel"
                    defaultValue={r.phone}
                    required
                    maxLength={20}
                  />
                  <SubmitButton variant="outline" name="intent" value="correct" busy="Saving…">
                    Save correction<span className="sr-only"> of record {r.id}</span>
                  </SubmitButton>
                </ConsoleForm>
              </details>
            </Panel>
          ))}
          {records.length ? (
            <Panel title="Answer the request">
              <div className="flex flex-wrap items-start gap-6">
                {/* A plain form post, so the browser saves the file it answers with. */}
                <ConsoleForm csrf={csrf} intent="export" reloadDocument>
                  {hidden}
                  <SubmitButton variant="outline" name="intent" value="export">
                    Export as a file (JSON)
                  </SubmitButton>
                </ConsoleForm>
                <ConsoleForm csrf={csrf} intent="erase" className="max-w-md space-y-3">
                  {hidden}
                  <p>
                    <Badge tone="bad">Cannot be undone</Badge> Erasing deletes the{' '}
                    {records.length === 1 ? 'record' : `${records.length} records`} above, their
                    queued e-mails and stored e-mail files.
                  </p>
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      name="confirm"
                      value="yes"
                      required
                      className="mt-1.5 size-4"
                    />
                    <span>I have checked that the request comes from this person.</span>
                  </label>
                  <SubmitButton variant="danger" name="intent" value="erase" busy="Erasing…">
                    Erase everything held about this person
                  </SubmitButton>
                </ConsoleForm>
              </div>
            </Panel>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
