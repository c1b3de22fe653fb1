import { useId, useRef, useState } from 'react'
import { Image } from '#app/components/image.tsx'
import type { WhyPoint, WhyTab } from '#app/domain/copy/home.ts'
import type { ImageData } from '#app/utils/image.ts'
import { useEnglish } from '#app/components/brand/english.ts'

export type WhyTabView = Omit<WhyTab, 'logo'> & { logo: ImageData }

const accent: Record<WhyPoint['color'], { bar: string; text: string }> = {
  primary: { bar: 'border-primary', text: 'text-primary' },
  leaf: { bar: 'border-leaf', text: 'text-leaf' },
  turmeric: { bar: 'border-turmeric', text: 'text-[#8a5a00]' },
}

/**
 * Without JavaScript the tabs cannot switch: every panel shows, each under its label. Tailwind
 * hides [hidden] with !important in its base layer; only a rule in that same layer, more
 * specific, can show the panels again. One object for every render (see html-block.tsx).
 */
/**
 * "Why Choose Us" (SPEC.md §2.4): three tabs, "For Brands" first and chosen at start. WAI-ARIA
 * tabs pattern with automatic activation (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/):
 * arrow keys move between tabs (wrapping), Home and End go to the ends, only the chosen tab is
 * in the Tab order. A chosen panel fades in (not under reduced motion).
 */
export function WhyChooseUs({
  title,
  tabs,
  en,
}: {
  title: string
  tabs: WhyTabView[]
  /** Its words a Kannada page shows in English (`tabs.0.label` …): marked `lang="en"`. */
  en?: readonly string[]
}) {
  const id = useId()
  const english = useEnglish()
  const mark = (word: string) => english({ en }, word)
  const [active, setActive] = useState(0)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])

  const choose = (i: number) => {
    const next = (i + tabs.length) % tabs.length
    setActive(next)
    tabRefs.current[next]?.focus()
  }
  const onKeyDown = (e: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const to = moves[e.key]
    if (to === undefined) return
    e.preventDefault()
    choose(to)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="section bg-white">
      <div className="container-page">
        <h2 id={`${id}-title`} lang={mark('title')} className="section-title text-center">
          {title}
        </h2>
        {/* Without JavaScript the tabs cannot switch: every panel shows, each under its label
            (app.css, `@media (scripting: none)`: HTML allows no <style> in a <noscript> here).
            Under 320 px the tabs stand one above the other: a third of the row is narrower than
            a word of the labels. */}
        <div
          role="tablist"
          aria-label={title}
          className="why-tabs mx-auto grid max-w-3xl grid-cols-1 gap-1 rounded-2xl bg-primary-soft p-1 xs:grid-cols-3"
        >
          {tabs.map((t, i) => (
            <button
              key={t.key}
              ref={(el) => {
                tabRefs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.key}`}
              aria-selected={i === active}
              aria-controls={`${id}-panel-${t.key}`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
              onKeyDown={onKeyDown}
              lang={mark(`tabs.${i}.label`)}
              className={`why-tab ${
                i === active
                  ? 'contrast-chosen bg-primary text-white shadow-sm'
                  : 'text-primary hover:bg-white/70'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>
        {tabs.map((t, i) => (
          <div
            key={t.key}
            role="tabpanel"
            id={`${id}-panel-${t.key}`}
            aria-labelledby={`${id}-tab-${t.key}`}
            hidden={i !== active}
            // The panel holds no control of its own: it takes focus so keyboard users reach it.
            tabIndex={0}
            className="why-panel animate-fade-in mx-auto mt-8 grid max-w-5xl gap-6 rounded-3xl md:grid-cols-[10rem_minmax(0,1fr)] md:gap-10"
          >
            <Image image={t.logo} sizes="160px" alt="" className="mx-auto size-24 md:size-40" />
            <div>
              <p
                lang={mark(`tabs.${i}.label`)}
                className="why-label mb-1 hidden text-center text-sm font-bold tracking-wide text-leaf uppercase md:text-left"
              >
                {t.label}
              </p>
              <h3
                lang={mark(`tabs.${i}.title`)}
                className="text-center text-xl sm:text-2xl md:text-left"
              >
                {t.title}
              </h3>
              <p
                lang={mark(`tabs.${i}.description`)}
                className="mt-2 text-center text-lg text-muted md:text-left"
              >
                {t.description}
              </p>
              <ul className="mt-6 grid gap-4 lg:grid-cols-3">
                {t.points.map((p, j) => (
                  <li
                    key={p.textMain}
                    className={`rounded-2xl border-l-4 bg-sand p-4 ${accent[p.color].bar}`}
                  >
                    {p.heading ? (
                      <p
                        lang={mark(`tabs.${i}.points.${j}.heading`)}
                        className={`text-sm font-bold tracking-wide uppercase ${accent[p.color].text}`}
                      >
                        {p.heading}
                      </p>
                    ) : null}
                    <p className="mt-1">
                      <strong lang={mark(`tabs.${i}.points.${j}.textMain`)}>{p.textMain}</strong>{' '}
                      <span lang={mark(`tabs.${i}.points.${j}.text`)}>{p.text}</span>
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ))}
      </div>
    </section>
  )
}
