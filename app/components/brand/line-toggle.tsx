import { Link, useSearchParams } from 'react-router'
import type { LineView } from '#app/domain/brands/view.ts'
import { useHydrated } from '#app/components/hooks/use-hydrated.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { useEnglish } from './english.ts'

/** The line a page shows: `?line=<slug>` when it names one, else the first (SPEC.md §4: TruLove). */
export function useCurrentLine(lines: LineView[]): LineView | null {
  const [params] = useSearchParams()
  const wanted = params.get('line')
  return lines.find((l) => l.slug === wanted) ?? lines[0] ?? null
}

const pill =
  'inline-flex min-h-11 items-center rounded-full border-2 border-(--brand-text) px-5 font-semibold no-underline transition-colors focus-visible:outline-(--brand-text)'
const on = 'contrast-chosen bg-(--brand-text) text-(--brand)'
const off = 'bg-transparent text-(--brand-text) hover:bg-(--brand-hover)'

/**
 * Switches between a brand's lines (TruLove: Biscuits, Wafers), which changes its colours,
 * banner, products and social links. Before JavaScript runs these are links the server
 * understands (`?line=wafers`); once hydrated they are toggle buttons with aria-pressed that
 * switch at once, keeping the address in step without reloading the data.
 */
export function LineToggle({ lines, brandName }: { lines: LineView[]; brandName: string }) {
  const hydrated = useHydrated()
  const { t } = useI18n()
  const english = useEnglish()
  const [, setParams] = useSearchParams()
  const current = useCurrentLine(lines)
  if (lines.length < 2 || !current) return null
  return (
    <div
      role="group"
      aria-label={t('{brandName} range', { brandName })}
      className="mt-5 flex flex-wrap gap-3"
    >
      {lines.map((l) => {
        const active = l.slug === current.slug
        return hydrated ? (
          <button
            key={l.slug}
            type="button"
            lang={english(l, 'name')}
            aria-pressed={active}
            className={`${pill} ${active ? on : off}`}
            onClick={() => setParams({ line: l.slug }, { replace: true, preventScrollReset: true })}
          >
            {l.name}
          </button>
        ) : (
          <Link
            key={l.slug}
            to={`?line=${l.slug}`}
            lang={english(l, 'name')}
            aria-current={active ? 'true' : undefined}
            className={`${pill} ${active ? on : off}`}
          >
            {l.name}
          </Link>
        )
      })}
    </div>
  )
}
