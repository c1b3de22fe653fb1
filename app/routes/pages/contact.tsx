import { DataNotice } from '#app/components/forms/data-notice.tsx'
import { SiteForm } from '#app/components/forms/site-form.tsx'
import { BandHeader } from '#app/components/ui/band-header.tsx'
import { Region } from '#app/components/ui/section.tsx'
import { ExternalLink } from '#app/components/links.tsx'
import { MailIcon, MapPinIcon, PhoneIcon } from '#app/components/icons.tsx'
import { SocialLinks } from '#app/components/site-footer.tsx'
import { contactFields, contactRules } from '#app/domain/forms/contact.ts'
import { contactForm } from '#app/domain/forms/contact.server.ts'
import { formPageHandle, keptFormRevalidation, sendOrOffline } from '#app/domain/forms/fields.ts'
import { formPageData, formPageHeaders, submitForm } from '#app/domain/forms/submit.server.ts'
import { seo } from '#app/routing/seo.ts'
import { telHref } from '#app/domain/settings/site-settings.ts'
import { formatPhone } from '#app/utils/phone.ts'
import { contactPath, paths } from '#app/routing/paths.ts'
import type { Route } from './+types/contact'
import { PostalAddress } from '#app/components/postal-address.tsx'
import { useSettingsLang, useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { pageMemo } from '#app/components/page-data.tsx'

export function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  return formPageData(url, context, 'contact', {})
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = requestContext(router)
  return submitForm(request, context, contactForm, contactPath({ sent: true }))
}

export const clientAction = (args: Route.ClientActionArgs) => sendOrOffline(args, 'contact')

export const shouldRevalidate = keptFormRevalidation

export const headers: Route.HeadersFunction = formPageHeaders

export const handle = formPageHandle

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Contact us',
    description:
      'Write to us, call our vendor desk or visit our Bengaluru office. Brands, manufacturers, FPOs and kirana owners are all welcome.',
    path: paths.contact,
  })

function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n()
  const settings = useSiteSettings()
  const settingsLang = useSettingsLang()
  return (
    <>
      <BandHeader
        tone="primary"
        eyebrow={t('We are here to help')}
        title={t('Contact us')}
        lead={t(
          'Brands, kirana owners or anyone with a question: write to us, call us or visit our office in Bengaluru.',
        )}
      >
        <p className="mt-6">
          <a href="#message-form" className="btn-accent">
            {t('Send a message')}
          </a>
        </p>
      </BandHeader>

      {/* The spec's order (vendor desk, form, office, social links) on phones; on wide screens the
          form takes the right-hand column. */}
      <div className="container-page section grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_auto_1fr] lg:items-start lg:gap-8">
        <Region id="vendor-heading" title={t('Contact for vendor')} className="card p-6">
          <p className="mt-2 text-muted">
            {t('For brands, distributors and FPOs who would like to sell through our network.')}
          </p>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={telHref(settings.vendorPhone)}
                className="inline-flex items-center gap-3 font-semibold no-underline hover:underline"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft">
                  <PhoneIcon size={20} />
                </span>
                <span>
                  <span className="sr-only">{t('Phone: ')} </span>
                  {formatPhone(settings.vendorPhone)}
                </span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${settings.vendorEmail}`}
                className="inline-flex items-center gap-3 font-semibold no-underline hover:underline"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft">
                  <MailIcon size={20} />
                </span>
                <span>
                  <span className="sr-only">{t('E-mail: ')} </span>
                  <EmailText address={settings.vendorEmail} />
                </span>
              </a>
            </li>
          </ul>
          <p className="mt-5 flex items-start gap-3 rounded-xl bg-turmeric-soft px-4 py-3">
            <ClockIcon />
            <span>
              <span className="block text-sm font-semibold text-muted">{t('Working hours')}</span>
              <span lang={settingsLang('contactHours')}>{settings.contactHours}</span>
            </span>
          </p>
        </Region>

        <Region
          anchor="message-form"
          id="form-heading"
          title={t('Send us a message')}
          titleClassName="text-2xl"
          className="card scroll-mt-24 p-6 sm:p-8 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <p className="mt-2 mb-6 text-muted">
            {t(
              'Tell us who you are and how we can help. Our team reads every message and gets back to you by phone or e-mail.',
            )}
          </p>
          <SiteForm
            fields={contactFields}
            rules={contactRules}
            token={loaderData.token}
            sent={loaderData.sent}
            actionData={actionData}
            wide={['message']}
            texts={{
              submit: t('Send Message'),
              busy: t('Sending...'),
              success: t('Message Sent Successfully!'),
            }}
            footer={
              <DataNotice
                purpose={t('We use them only to answer your message.')}
                retentionDays={loaderData.retentionDays}
              />
            }
          />
        </Region>
        <Region id="office-heading" title={t('Our office')} className="card p-6">
          <div className="mt-3 flex items-start gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf">
              <MapPinIcon size={20} />
            </span>
            <PostalAddress lines={settings.address.lines} lang={settingsLang('addressLines')} />
          </div>
          <ExternalLink href={settings.address.reviewUrl} className="btn-outline mt-5">
            {t('Review us on Google')}
          </ExternalLink>
        </Region>

        <Region id="social-heading" title={t('Follow us')} className="card p-6">
          <SocialLinks settings={settings} className="mt-4 text-primary" />
        </Region>
      </div>
    </>
  )
}

function ClockIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      className="mt-0.5 shrink-0 text-[#8a5a00]"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  )
}

/** An address that wraps after the @ on narrow screens rather than in the middle of a word. */
function EmailText({ address }: { address: string }) {
  const at = address.indexOf('@')
  if (at < 0) return <>{address}</>
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  )
}

export default pageMemo(ContactPage)
