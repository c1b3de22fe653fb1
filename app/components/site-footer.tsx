import { PageLink } from '#app/components/links.tsx'
import type { ImageData } from '#app/utils/image.ts'
import {
  socialLabels,
  socialOrder,
  telHref,
  type SiteSettings,
} from '#app/domain/settings/site-settings.ts'
import { MailIcon, PhoneIcon, SocialIcon } from './icons.tsx'
import { PostalAddress } from './postal-address.tsx'
import { paths } from '#app/routing/paths.ts'
import { formatPhone } from '#app/utils/phone.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { inLang } from '#app/routing/lang.ts'

const footerLinks = [
  { to: paths.about, label: 'About us' },
  { to: paths.brands, label: 'Our brands' },
  { to: paths.resources, label: 'Resources' },
  { to: paths.jobs, label: 'Opportunities' },
]

/** Social profile links with accessible names; shared by the footer and the contact page. */
export function SocialLinks({
  settings,
  className = '',
}: {
  settings: SiteSettings
  className?: string
}) {
  const { t } = useI18n()
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {socialOrder.map((key) => (
        <li key={key}>
          <a
            href={settings.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="social-link"
          >
            <SocialIcon name={key} size={20} />
            <span className="sr-only">
              {t('{shortName} on {network} (opens in a new tab)', {
                shortName: settings.shortName,
                network: t(socialLabels[key]),
              })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The footer (spec §2.3): logo and address; site links; "Join us" with social links, phone and
 * e-mail. Brand pages use the variant with the short copyright line (spec §1).
 */
export function SiteFooter({
  settings,
  logo,
  variant = 'default',
  settingsLang,
}: {
  settings: SiteSettings
  logo: ImageData
  variant?: 'default' | 'brand'
  /** The `lang` of a settings word on this page (site-shell.tsx, `settingsLangOf`). */
  settingsLang: (field: string) => 'en' | undefined
}) {
  const { t, lang } = useI18n()
  return (
    <footer className="bg-primary-dark text-white">
      {/* Three columns only where the e-mail address and the five social links fit in one. */}
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3 print:gap-4 print:py-4">
        <div>
          <PageLink
            to={paths.home}
            aria-label={t('{companyName} home', { companyName: settings.companyName })}
            className="inline-block print:hidden"
          >
            <img
              src={logo.src}
              alt=""
              width={logo.width}
              height={logo.height}
              className="h-11 w-auto"
              loading="lazy"
            />
          </PageLink>
          <PostalAddress
            lines={settings.address.lines}
            lang={settingsLang('addressLines')}
            className="mt-4 text-white/85 print:mt-0"
          />
        </div>
        <nav aria-label={t('Footer')} className="print:hidden">
          <h2 className="text-lg font-semibold text-white">{t('Quick links')}</h2>
          <ul className="mt-3 space-y-1">
            {footerLinks.map((l) => (
              <li key={l.to}>
                <PageLink to={l.to} className="footer-link">
                  {t(l.label)}
                </PageLink>
              </li>
            ))}
            <li>
              {/* The spec opens the privacy policy with a full page load. */}
              <a href={inLang(paths.privacy, lang)} className="footer-link">
                {t('Privacy Policy')}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-lg font-semibold text-white print:hidden">{t('Join us')}</h2>
          <SocialLinks settings={settings} className="mt-3 text-white print:hidden" />
          <ul className="mt-4 space-y-2 print:mt-0">
            <li>
              <a
                href={telHref(settings.customerCarePhone)}
                className="inline-flex items-center gap-2 py-1 text-white/90 hover:underline"
              >
                <PhoneIcon size={18} />
                <span className="sr-only">{t('Customer care: ')}</span>
                {formatPhone(settings.customerCarePhone)}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${settings.generalEmail}`}
                className="inline-flex max-w-full items-center gap-2 py-1 wrap-anywhere text-white/90 hover:underline"
              >
                <MailIcon size={18} />
                <span className="sr-only">{t('E-mail: ')}</span>
                {settings.generalEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p
          lang={settingsLang(variant === 'brand' ? 'copyrightShort' : 'copyrightLine')}
          className="container-page py-4 text-center text-sm text-white/80"
        >
          {variant === 'brand' ? settings.copyrightShort : settings.copyrightLine}
        </p>
      </div>
    </footer>
  )
}
