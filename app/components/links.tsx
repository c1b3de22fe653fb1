import { memo, useEffect, type ComponentProps } from 'react'
import { useNavigate } from 'react-router'
import { ArrowLeftIcon, ExternalIcon } from './icons.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'
import { inLang, langOfPath } from '#app/routing/lang.ts'

/**
 * A link to another site: it opens in a new tab, says so to screen readers, and shows the
 * external-link icon after its label.
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  const { t } = useI18n()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon size={18} />
      <span className="sr-only">{t('(opens in a new tab)')}</span>
    </a>
  )
}

/** The small "‹ All …" link at the top of a detail page, back to its list. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <PageLink
      to={to}
      className="inline-flex items-center gap-1 py-2 text-sm font-semibold no-underline hover:underline"
    >
      <ArrowLeftIcon size={18} />
      {children}
    </PageLink>
  )
}

/**
 * A link to another page of the site, by its path (`paths.*`, a card's `href`). It
 * renders what React Router's `Link` renders (an `<a href>` that lazy route discovery finds by its
 * `data-discover`) without running React Router's hooks for each link, on the server and again
 * when the page hydrates: one click listener for the whole page (`usePageLinkNavigation`, in the
 * site shell) turns a plain click into a client-side navigation
 * (docs/decisions/0019-page-links-with-one-click-listener.md). Without JavaScript, or with a
 * modifier key, it is an ordinary link. The path is the browser's to resolve: for one relative to
 * the current route (`?line=…`, resolved by React Router against the route, not the address) or
 * with React Router's options (`preventScrollReset`, `reloadDocument` …), use `Link`. Memoised:
 * a header or list drawn again (the menu opened or closed) leaves its links be.
 */
export const PageLink = memo(function PageLink({
  to,
  children,
  ...rest
}: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  // A page's links stay in its language: `/about-us` on a Kannada page is `/kn/about-us`.
  const { lang } = useI18n()
  return (
    <a {...rest} href={inLang(to, lang)} data-discover={PAGE_LINK}>
      {children}
    </a>
  )
})

/** The value of `data-discover` that marks a PageLink (React Router's own links say "true"). */
const PAGE_LINK = 'page'

/**
 * Client-side navigation for the page's PageLinks: a click on one, with the main button and no
 * modifier key, that nothing else has handled (a link's own `onClick` may call preventDefault),
 * becomes `navigate(path)`, as React Router's `Link` does; the same address again replaces the
 * history entry instead of adding one. Listening on `window`, it runs after React's handlers.
 */
export function usePageLinkNavigation() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      const link = event.target instanceof Element ? event.target.closest('a') : null
      if (!link || link.getAttribute('data-discover') !== PAGE_LINK) return
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
      if (link.origin !== window.location.origin) return
      // Another language is a full page load: its messages come with the page (root.tsx).
      if (langOfPath(link.pathname) !== langOfPath(window.location.pathname)) return
      event.preventDefault()
      const to = link.pathname + link.search + link.hash
      const here = window.location.pathname + window.location.search + window.location.hash
      void navigate(to, { replace: to === here })
    }
    window.addEventListener('click', onClick)
    return () => window.removeEventListener('click', onClick)
  }, [navigate])
}
