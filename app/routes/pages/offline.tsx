import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { BandHeader } from '#app/components/ui/band-header.tsx'
import { KeptPages } from '#app/components/kept-pages.tsx'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { telHref, whatsappHref } from '#app/domain/settings/site-settings.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { pathOnThisSite } from '#app/routing/paths.ts'
import { seo } from '#app/routing/seo.ts'
import { formatPhone } from '#app/utils/phone.ts'
import type { Route } from './+types/offline'

// The page the service worker shows for a page this phone has never kept while there is no
// signal (docs/offline.md). It is rendered by the server like any page (so it carries the
// site's CSP) and precached by each build's worker; `?page=` names the page that was asked for.
// Its Kannada twin, /kn/offline, stands in for Kannada pages (kept once a Kannada page is read).

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'No signal',
    description:
      'This page is not kept on this phone yet. Call or message us, or read a kept page.',
    noindex: true,
  })

/** A path on this site to try again, never a link elsewhere. */
function wantedPage(search: string): string | null {
  return pathOnThisSite(new URLSearchParams(search).get('page'))
}

export default function OfflinePage() {
  const settings = useSiteSettings()
  const { t } = useI18n()
  const { search } = useLocation()
  // The precached copy was drawn without `?page=`: the button comes once the page has hydrated.
  const [page, setPage] = useState<string | null>(null)
  useEffect(() => setPage(wantedPage(search)), [search])
  return (
    <>
      <BandHeader
        tone="primary"
        eyebrow={t('No signal')}
        title={t('This page is not on your phone yet')}
        lead={t(
          'Your phone has no connection just now, and this page was not opened here before. Call or message us, or read a page kept on this phone.',
        )}
      >
        {page ? (
          <p className="mt-6">
            <a href={page} className="btn-accent">
              {t('Try again')}
            </a>
          </p>
        ) : null}
      </BandHeader>
      <div className="container-page section grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="offline-call" className="card p-6">
          <h2 id="offline-call" className="text-xl">
            {t('Talk to us')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href={telHref(settings.customerCarePhone)} className="font-semibold">
                {t('Call customer care: {phone}', {
                  phone: formatPhone(settings.customerCarePhone),
                })}
              </a>
            </li>
            <li>
              <a href={whatsappHref(settings)} className="font-semibold">
                {t('Message us on WhatsApp')}
              </a>{' '}
              <span className="text-muted">{t('(sent when your phone has signal)')}</span>
            </li>
          </ul>
        </section>
        <section aria-labelledby="offline-kept" className="card p-6">
          <h2 id="offline-kept" className="text-xl">
            {t('Pages kept on this phone')}
          </h2>
          <KeptPages />
        </section>
      </div>
    </>
  )
}
