import { PageLink } from '#app/components/links.tsx'
import { MapPinIcon } from './icons.tsx'
import { ExternalLink } from './links.tsx'
import { Region } from './ui/section.tsx'

/** A job's role (upper case, spec §2.9), place and, in the list, when it was posted. */
export function JobFacts({
  role,
  location,
  posted,
  className = '',
}: {
  role: string
  location: string
  posted?: { date: string; dateTime: string | null }
  className?: string
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-2 text-sm ${className}`}>
      <span className="rounded-full bg-leaf-soft px-3 py-1 font-semibold tracking-wide text-leaf">
        <span className="sr-only">Role: </span>
        {role}
      </span>
      <span className="inline-flex items-center gap-1 text-ink">
        <MapPinIcon size={16} />
        <span className="sr-only">Location: </span>
        {location}
      </span>
      {posted?.date ? (
        <span className="text-muted">
          Posted <time dateTime={posted.dateTime ?? undefined}>{posted.date}</time>
        </span>
      ) : null}
    </p>
  )
}

export type ApplyTarget = { href: string; external: boolean }

/** "Apply now": our form, or the job's own apply_job_link on another site. */
export function ApplyLink({ href, external, wide }: ApplyTarget & { wide?: boolean }) {
  const className = `btn-accent text-lg ${wide ? 'w-full' : ''}`
  return external ? (
    <ExternalLink href={href} className={className}>
      Apply now
    </ExternalLink>
  ) : (
    <PageLink to={href} className={className}>
      Apply now
    </PageLink>
  )
}

export type SummaryItem = { label: string; value: string; dateTime?: string; missing?: boolean }

/** The spec's Job Summary card (§2.10): one line per fact, then "Apply now". */
export function JobSummary({
  items,
  apply,
  className = '',
}: {
  items: SummaryItem[]
  apply: ApplyTarget
  className?: string
}) {
  return (
    <Region
      as="aside"
      id="job-summary-title"
      title="Job Summary"
      className={`card p-6 ${className}`}
    >
      <dl className="mt-4 divide-y divide-line">
        {items.map((s) => (
          <div key={s.label} className="flex justify-between gap-4 py-2.5">
            <dt className="text-muted">{s.label}</dt>
            <dd
              className={`text-right font-semibold ${s.missing ? 'font-normal text-muted italic' : ''}`}
            >
              {s.dateTime ? <time dateTime={s.dateTime}>{s.value}</time> : s.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6">
        <ApplyLink {...apply} wide />
      </p>
    </Region>
  )
}
