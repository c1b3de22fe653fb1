import { useEffect, useState } from 'react'
import { useI18n } from '#app/i18n/i18n.tsx'

type Kept = { href: string; title: string }

/** The site name after the page's own title ("Naati | Company"): the list shows the page's. */
const ownTitle = (title: string) => title.split(' | ')[0]!.trim()

/**
 * The pages the service worker keeps on this phone (its `pages-…` cache, docs/offline.md),
 * each with its title, newest first. Read in the browser only: the server cannot know them.
 */
async function readKeptPages(): Promise<Kept[]> {
  const kept: Kept[] = []
  for (const name of await caches.keys()) {
    if (!name.startsWith('pages-')) continue
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const url = new URL(request.url)
      // The offline page and the form shells (`?shell=1`) are the worker's own, not pages read.
      if (/^(\/kn)?\/offline$/.test(url.pathname) || url.searchParams.get('shell') === '1') continue
      const html = await (await cache.match(request))?.text()
      const title = /<title>([^<]*)<\/title>/.exec(html ?? '')?.[1] ?? url.pathname
      const text = new DOMParser().parseFromString(title, 'text/html').body.textContent ?? title
      kept.push({ href: url.pathname + url.search, title: ownTitle(text) })
    }
  }
  return kept.reverse()
}

export function KeptPages() {
  const { t } = useI18n()
  const [pages, setPages] = useState<Kept[] | null>(null)
  useEffect(() => {
    if (typeof caches === 'undefined') return setPages([])
    readKeptPages().then(setPages, () => setPages([]))
  }, [])
  if (pages === null)
    return <p className="mt-4 text-muted">{t('Looking for pages kept on this phone…')}</p>
  if (!pages.length)
    return <p className="mt-4 text-muted">{t('No pages are kept on this phone yet.')}</p>
  return (
    <ul className="mt-4 list-disc space-y-2 pl-5">
      {pages.map((p) => (
        // A full page load, which the service worker answers from the phone.
        <li key={p.href}>
          <a href={p.href}>{p.title}</a>
        </li>
      ))}
    </ul>
  )
}
