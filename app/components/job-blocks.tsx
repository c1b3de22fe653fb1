import { PageLink } from '#app/components/links.tsx'
import { MapPinIcon } from './icons.tsx'
import { ExternalLink } from './links.tsx'
import { Region } from './ui/section.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'
import type { Values } from '#app/i18n/format.ts'

/** A job's role (upper case, spec §2.9), place and, in the list, when it was posted. */
export function JobFacts({
  role,
  location,
  posted,
  className = '',
  english,
}: {
  role: string
  location: string
  posted?: { date: string; dateTime: string | null }
  className?: string
  /** Which of role and location are still the content's English (lang="en" on a Kannada page). */
  english?: { role?: boolean; location?: boolean }
}) {
  const { t, rich, date, content } = useI18n()
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-2 text-sm ${className}`}>
      <span className="rounded-full bg-leaf-soft px-3 py-1 font-semibold tracking-wide text-leaf">
        <span className="sr-only">{t('Role: ')} </span>
        {english?.role ? <span lang={content}>{role}</span> : role}
      </span>
      <span className="inline-flex items-center gap-1 text-ink">
        <MapPinIcon size={16} />
        <span className="sr-only">{t('Location: ')} </span>
        {english?.location ? <span lang={content}>{location}</span> : location}
      </span>
      {posted?.date ? (
        <span className="text-muted">
          {rich('Posted <0>{date}</0>', { date: date(posted.date) }, [
            (text) => <time dateTime={posted.dateTime ?? undefined}>{text}</time>,
          ])}
        </span>
      ) : null}
    </p>
  )
}

export type ApplyTarget = { href: string; external: boolean }

/** "Apply now": our form, or the job's own apply_job_link on another site. */
export function ApplyLink({ href, external, wide }: ApplyTarget & { wide?: boolean }) {
  const { t } = useI18n()
  const className = `btn-accent text-lg ${wide ? 'w-full' : ''}`
  return external ? (
    <ExternalLink href={href} className={className}>
      {t('Apply now')}
    </ExternalLink>
  ) : (
    <PageLink to={href} className={className}>
      {t('Apply now')}
    </PageLink>
  )
}

export type SummaryItem = {
  label: string
  value: string
  dateTime?: string
  missing?: boolean
  /** The value is the content's English (lang="en" on a Kannada page). */
  english?: boolean
  /** The value is a catalogue message with these values (the salary from its figures). */
  values?: Values
}

/** A salary from its figures: "₹15,000–18,000 a month" (the unit as the job's record names it). */
export const SALARY_MESSAGE =
  '{amount} {unit, select, HOUR {an hour} DAY {a day} WEEK {a week} MONTH {a month} other {a year}}'

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
  const { t, date, content } = useI18n()
  return (
    <Region
      as="aside"
      id="job-summary-title"
      title={t('Job Summary')}
      className={`@container card p-6 ${className}`}
    >
      {/* Each label beside its value; above it where the card is narrow (a phone zoomed to 150 %
          is 240 px wide), which left "Tumakuru" too little room to stay whole. */}
      <dl className="mt-4 divide-y divide-line">
        {items.map((s) => (
          <div
            key={s.label}
            className="flex flex-col gap-x-4 py-2.5 @[12rem]:flex-row @[12rem]:justify-between"
          >
            <dt className="text-muted">{t(s.label)}</dt>
            <dd
              lang={s.english ? content : undefined}
              className={`font-semibold @[12rem]:text-right ${s.missing ? 'font-normal text-muted italic' : ''}`}
            >
              {s.dateTime ? (
                <time dateTime={s.dateTime}>{date(s.value)}</time>
              ) : s.missing || s.values ? (
                t(s.value, s.values)
              ) : (
                s.value
              )}
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
