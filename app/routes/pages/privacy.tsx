import {
  GRIEVANCE_DAYS,
  MINIMUM_AGE,
  PRIVACY_UPDATED,
  type PolicyBlock,
} from '#app/domain/copy/privacy.ts'
import { privacyWords } from '#app/domain/copy/fixed-words.server.ts'
import { langOfPath } from '#app/routing/lang.ts'
import { formatDate } from '#app/utils/dates.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import { seo } from '#app/routing/seo.ts'
import type { SiteSettings } from '#app/domain/settings/site-settings.ts'
import type { Route } from './+types/privacy'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { pageMemo } from '#app/components/page-data.tsx'

/**
 * The policy is in the code, in the page's language (app/domain/copy/fixed-words.server.ts); the
 * page shows stored content only through the site identity the root loader tags (`settings`).
 * Saying so keeps it in the page cache across other content's changes (a page that declares
 * nothing is dropped by every change).
 */
export function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  tagPage(context)
  return privacyWords(langOfPath(url.pathname))
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Privacy Policy',
    description:
      "How we collect, use, share and protect the personal data of kirana store owners, partners, job applicants and visitors, your rights under India's DPDP Act 2023, and how to reach our Grievance Officer (grievances resolved within {days} days; users {age}+).",
    values: { days: GRIEVANCE_DAYS, age: MINIMUM_AGE },
  })

/** The policy's words name the company as the settings of the page's language do. */
function fillNames(text: string, settings: SiteSettings): string {
  return text
    .replaceAll('{companyName}', settings.companyName)
    .replaceAll('{shortName}', settings.shortName)
}

function GrievanceOfficer({ settings }: { settings: SiteSettings }) {
  const { t } = useI18n()
  const officer = settings.grievanceOfficer
  return (
    <address className="rounded-2xl border border-line bg-primary-soft p-5 not-italic">
      <p className="font-semibold">{t('{name}, Grievance Officer', { name: officer.name })}</p>
      <p className="mt-2">
        {t('E-mail:')}{' '}
        <a href={`mailto:${officer.email}`} className="font-semibold">
          {officer.email}
        </a>
      </p>
      <p className="mt-2">
        {settings.address.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </p>
    </address>
  )
}

function Block({ block, settings }: { block: PolicyBlock; settings: SiteSettings }) {
  if (block.kind === 'p') return <p>{fillNames(block.text, settings)}</p>
  if (block.kind === 'grievance-officer') return <GrievanceOfficer settings={settings} />
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item.text}>
          {item.lead ? <strong>{fillNames(item.lead, settings)} </strong> : null}
          {fillNames(item.text, settings)}
        </li>
      ))}
    </ul>
  )
}

function Privacy({ loaderData }: Route.ComponentProps) {
  const { t, rich, date } = useI18n()
  const settings = useSiteSettings()
  const { intro, sections } = loaderData
  return (
    <div className="container-page section">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl sm:text-4xl">{t('Privacy Policy')}</h1>
        <p className="mt-2 text-muted">
          {rich('Last updated <0>{date}</0>', { date: date(formatDate(PRIVACY_UPDATED)) }, [
            (text) => <time dateTime={PRIVACY_UPDATED}>{text}</time>,
          ])}
        </p>
        <div className="prose-rich mt-6 text-lg">
          {intro.map((p) => (
            <p key={p.slice(0, 32)}>{fillNames(p, settings)}</p>
          ))}
        </div>
        <nav aria-labelledby="privacy-contents" className="card mt-8 p-5 sm:p-6">
          <h2 id="privacy-contents" className="text-lg">
            {t('Contents')}
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-5 sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-block py-1">
                  {fillNames(s.title, settings)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-rich mt-4">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="space-y-4">
              <h2 id={`${s.id}-title`}>
                {i + 1}. {fillNames(s.title, settings)}
              </h2>
              {s.blocks.map((b, j) => (
                <Block key={j} block={b} settings={settings} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}

export default pageMemo(Privacy)
