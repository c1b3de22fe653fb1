import { memo, useMemo } from 'react'
import { useMatches } from 'react-router'
import { usePageLinkNavigation } from './links.tsx'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import type { ImageData } from '#app/utils/image.ts'
import type { SiteSettings } from '#app/domain/settings/site-settings.ts'
import { ContactWidget } from './contact-widget.tsx'
import { LanguageSuggestion } from './language-suggestion.tsx'
import { NavigationProgress } from './navigation-progress.tsx'
import { OfflineStatus } from './offline-status.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'

/** What the root loader gives every page: the identity, the canonical base and the logos. */
export type ShellData = {
  /** In the page's language: a Kannada page's words published in Kannada, else the English. */
  settings: SiteSettings
  /**
   * The settings' words a Kannada page shows in English (their form fields: `addressLines`,
   * `stat3Label` …), marked `lang="en"`; absent on English pages and error pages.
   */
  settingsEn?: readonly string[]
  publicUrl: string
  logo: ImageData
  logoLight: ImageData
}

/**
 * The `lang` of one of the settings' words (named by its form field: `addressLines`,
 * `copyrightLine`, `stat3Label` …) on a page whose content language is `content`: `en` on a
 * Kannada page while that word has no published Kannada, or when the settings could not be read
 * in the page's language (no `en` list); else nothing.
 */
export function settingsLangOf(
  en: readonly string[] | undefined,
  content: 'en' | undefined,
): (field: string) => 'en' | undefined {
  return (field) => (!en || en.includes(field) ? content : undefined)
}

const fallbackLogo = (src: string): ImageData => ({
  src,
  alt: identityDefaults.companyName,
  width: 360,
  height: 96,
  vector: true,
  widths: [],
  version: '0',
})

// The shell's parts are drawn again only when their own props change: the router's updates after
// hydration (route discovery's answer) draw the layout again with the same data, and without
// these each update drew the whole header, footer and widget (docs/benchmarks.md).
const Header = memo(SiteHeader)
const Widget = memo(ContactWidget)
const Footer = memo(SiteFooter)
const Suggestion = memo(LanguageSuggestion)
const Progress = memo(NavigationProgress)
const Offline = memo(OfflineStatus)

/**
 * Header, footer and contact widget around every page, error pages included. When the root data
 * is missing (the database is down) it draws the identity defaults.
 */
export function SiteShell({
  data,
  children,
}: {
  data: ShellData | undefined
  children: React.ReactNode
}) {
  const settings = data?.settings ?? identityDefaults
  usePageLinkNavigation()
  const { t, content } = useI18n()
  const matches = useMatches()
  const settingsEn = data?.settingsEn
  const settingsLang = useMemo(() => settingsLangOf(settingsEn, content), [settingsEn, content])
  const footer = matches.some(
    (m) => (m.handle as { footer?: string } | undefined)?.footer === 'brand',
  )
    ? 'brand'
    : 'default'
  // A name no brand has renders the 404 at a brand's route, without the page's data.
  const onBrandPage = matches.some(
    (m) =>
      (m.handle as { section?: string } | undefined)?.section === 'brands' &&
      m.loaderData !== undefined,
  )
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('Skip to content')}
      </a>
      <Progress />
      {/* After the skip link in tab order; drawn fixed over the bottom, so nothing moves. */}
      <Suggestion />
      <Header
        logo={data?.logo ?? fallbackLogo('/media/site/logo.svg')}
        companyName={settings.companyName}
        copyrightShort={settings.copyrightShort}
        copyrightShortLang={settingsLang('copyrightShort')}
        onBrandPage={onBrandPage}
      />
      {/* Drawn in the header's corner, so it comes next when tabbing. */}
      <Widget settings={settings} />
      <main
        id="main"
        tabIndex={-1}
        className="min-h-[60vh] pt-(--header-height) outline-none print:pt-0"
      >
        {children}
      </main>
      <Footer
        settings={settings}
        logo={data?.logoLight ?? fallbackLogo('/media/site/logo-light.svg')}
        variant={footer}
        settingsLang={settingsLang}
      />
      <Offline />
    </>
  )
}
