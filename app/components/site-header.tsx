import { useEffect, useRef } from 'react'
import { usePopover } from '#app/components/hooks/use-popover.ts'
import { PopoverButton } from '#app/components/ui/popover-button.tsx'
import { useLocation } from 'react-router'
import { PageLink } from '#app/components/links.tsx'
import type { ImageData } from '#app/utils/image.ts'
import { navLinks, sectionOf } from '#app/routing/nav.ts'
import { ContactWidgetSlot } from './contact-widget.tsx'
import { CloseIcon, MenuIcon } from './icons.tsx'
import { paths } from '#app/routing/paths.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { inLang, langTags, otherLang, pagePath, type Lang } from '#app/routing/lang.ts'

/**
 * The fixed navigation bar (spec §2.2). Under the lg breakpoint the links fold into a menu that
 * closes when a link or the Contact us button is chosen, on Escape, on a tap outside it, and on
 * any route change. The menu is an HTML popover, so its button works before the scripts arrive
 * on a slow network and without JavaScript (see usePopover).
 */
export function SiteHeader({
  logo,
  companyName,
  copyrightShort,
  copyrightShortLang,
  onBrandPage,
}: {
  logo: ImageData
  companyName: string
  copyrightShort: string
  /** `en` on a Kannada page while the line has no published Kannada (site-shell.tsx). */
  copyrightShortLang?: 'en'
  /**
   * A brand's page, perhaps at a name an editor gave it (/<name>), which is in no section by its
   * path: its route says so (site-shell.tsx reads the matches, so the header does not redraw on
   * each of the router's updates).
   */
  onBrandPage: boolean
}) {
  const location = useLocation()
  const { t, lang } = useI18n()
  const current = sectionOf(pagePath(location.pathname)) ?? (onBrandPage ? 'brands' : null)
  const { open, setOpen, close, panelProps, buttonProps } = usePopover<HTMLDivElement>()

  // Close on a route change, but not on the first render: a menu opened before hydration stays.
  const shownPath = useRef(location.pathname)
  useEffect(() => {
    if (shownPath.current === location.pathname) return
    shownPath.current = location.pathname
    setOpen(false)
  }, [location.pathname, setOpen])

  // Where the bar shows its links instead of the menu. Kannada's labels are longer: the links,
  // the switch, the button and the widget fit on one line from 1280 px (xl), so 1024 to 1279 px
  // get the menu, as phones do.
  const wide =
    lang === 'kn'
      ? { block: 'xl:block', flex: 'xl:inline-flex', hidden: 'xl:hidden' }
      : { block: 'lg:block', flex: 'lg:inline-flex', hidden: 'lg:hidden' }

  const linkClass = (active: boolean) =>
    active ? 'font-bold text-primary' : 'font-medium text-ink'

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-line bg-white/95 shadow-sm backdrop-blur print:static print:shadow-none print:backdrop-blur-none">
      <div className="container-page flex h-full items-center justify-between gap-4">
        {/* The logo gives way when the bar is short of room (a phone zoomed to 150 % is 240 px
            wide), so the menu button never slides under the contact widget. */}
        <PageLink
          to={paths.home}
          className="flex min-w-0 items-center"
          aria-label={t('{companyName} home', { companyName })}
        >
          <img
            src={logo.src}
            alt=""
            width={logo.width}
            height={logo.height}
            className="h-10 w-auto max-w-full object-contain object-left"
          />
        </PageLink>
        {/* The logo, five links, the button and the widget need about 950 px on one line:
            tablets held upright (768 to 1023 px) get the menu, as phones do. */}
        <nav aria-label={t('Main')} className={`hidden ${wide.block} print:hidden`}>
          {/* Kannada's labels are longer: the links sit closer so the bar still fits at 1024 px. */}
          <ul className={`flex items-center ${lang === 'kn' ? 'gap-0' : 'gap-1 xl:gap-2'}`}>
            {navLinks.map((l) => (
              <li key={l.to}>
                <PageLink
                  to={l.to}
                  className={`nav-link ${linkClass(current === l.section)}`}
                  aria-current={current === l.section ? 'page' : undefined}
                >
                  {t(l.label)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div
          className={`flex shrink-0 items-center print:hidden ${lang === 'kn' ? 'gap-2 xl:gap-3' : 'gap-3'}`}
        >
          <LanguageSwitch
            lang={lang}
            pathname={location.pathname}
            search={location.search}
            className={`hidden rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-primary-soft ${wide.flex}`}
          />
          <PageLink
            to={paths.contact}
            className={`btn-primary hidden whitespace-nowrap ${wide.flex}`}
          >
            {t('Contact us')}
          </PageLink>
          <PopoverButton
            {...buttonProps}
            className={`inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-primary-soft ${wide.hidden}`}
            aria-label={open ? t('Close menu') : t('Open menu')}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </PopoverButton>
          <ContactWidgetSlot />
        </div>
      </div>
      <div
        {...panelProps}
        className={`fixed inset-x-0 top-(--header-height) bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--header-height))] w-full max-w-none overflow-y-auto border-0 border-b border-line bg-white p-0 text-ink shadow-lg ${wide.hidden}`}
      >
        <nav aria-label={t('Main menu')} className="container-page py-3">
          <ul className="flex flex-col">
            {navLinks.map((l) => (
              <li key={l.to}>
                <PageLink
                  to={l.to}
                  onClick={close}
                  className={`menu-link ${linkClass(current === l.section)}`}
                  aria-current={current === l.section ? 'page' : undefined}
                >
                  {t(l.label)}
                </PageLink>
              </li>
            ))}
            <li>
              <LanguageSwitch
                lang={lang}
                pathname={location.pathname}
                search={location.search}
                className="menu-link font-medium text-ink"
              />
            </li>
          </ul>
          <PageLink to={paths.contact} onClick={close} className="btn-primary mt-3 w-full">
            {t('Contact us')}
          </PageLink>
          <p lang={copyrightShortLang} className="mt-4 text-center text-sm text-muted">
            {copyrightShort}
          </p>
        </nav>
      </div>
    </header>
  )
}

/**
 * The same page in the other language (DESIGN.md "Languages"): a plain link, so it works without
 * JavaScript and a crawler follows it, and a whole page load, so the new page comes with its own
 * language's messages. Its text is the other language's own name, in that language.
 */
function LanguageSwitch({
  lang,
  pathname,
  search,
  className,
}: {
  lang: Lang
  pathname: string
  search: string
  className: string
}) {
  const other = otherLang(lang)
  return (
    <a
      href={inLang(pagePath(pathname), other) + search}
      hrefLang={langTags[other].hreflang}
      lang={langTags[other].html}
      className={className}
    >
      {langTags[other].name}
    </a>
  )
}
