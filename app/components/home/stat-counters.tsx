import { useEffect, useRef } from 'react'
import { formatCount } from '#app/domain/settings/site-settings.ts'
import { useSettingsLang } from '#app/components/hooks/use-site-settings.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { figureStyle } from '#app/components/ui/figure.ts'

/** SPEC.md §2.4: about 60 steps at about 60 per second. */
const COUNTER_STEPS = 60
const STEP_MS = 1000 / 60

export type Stat = { key: string; label: string; value: number }

/**
 * The six figures of "Where We Operate" (SPEC.md §2.4). Each counts from 0 to its figure once at
 * least half of it is visible.
 *
 * The server (and a visitor without JavaScript) shows the final figures. After hydration only a
 * counter that is still off-screen is set back to 0, so nobody sees a figure drop; screen readers
 * read the final figure from a hidden copy, never the steps; under reduced motion nothing moves.
 *
 * The steps are written straight into the figure's text, not through React: a render of six
 * counters on every frame kept a slow phone's main thread busy for the second they count, and a
 * tap on the tabs below them waited (issue 39). React renders the final figure, the same on the
 * server and in the browser; the count ends on it.
 */
export function StatCounters({ stats }: { stats: Stat[] }) {
  // The settings' statistics, in their order: a label without Kannada yet is marked English.
  const settingsLang = useSettingsLang()
  return (
    // One column under 320 px (a phone zoomed to 150 % is 240 px): two would draw the figures
    // at half their size.
    <dl className="grid grid-cols-1 gap-3 xs:grid-cols-2 sm:grid-cols-3 sm:gap-4">
      {stats.map((s, i) => (
        // Keyed by the figure too: the count writes the text itself, so a new figure is a new
        // element rather than an update React would make to a text node the count replaced.
        <Counter
          key={`${s.key}:${s.value}`}
          stat={s}
          labelLang={settingsLang(`stat${i + 1}Label`)}
        />
      ))}
    </dl>
  )
}

function Counter({ stat, labelLang }: { stat: Stat; labelLang: 'en' | undefined }) {
  const ref = useRef<HTMLSpanElement>(null)
  // Indian grouping on a Kannada page (1,74,57,000+), the spec's figures in English.
  const { lang } = useI18n()
  const figure = `${formatCount(stat.value, lang)}+`

  useEffect(() => {
    const el = ref.current
    if (!el || !('IntersectionObserver' in window)) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const show = (n: number) => {
      el.textContent = `${formatCount(n, lang)}+`
    }
    let frame = 0
    let first = true
    // The observer's first answer says where the figure is at hydration, without reading the
    // layout here (six forced layouts in the task after hydration on a slow phone). Any part of
    // it in view then: the visitor has read the figure; keep it. Else it shows 0 and counts once
    // at least half of it is in view.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!
        if (first) {
          first = false
          if (entry.isIntersecting) {
            observer.disconnect()
            return
          }
          show(0)
        }
        if (entry.intersectionRatio < 0.5) return
        observer.disconnect()
        // Timed from the first frame: a frame's timestamp is when the frame began, which can be
        // earlier than a performance.now() taken here, and would give a step below zero.
        let start: number | undefined
        const tick = (now: number) => {
          start ??= now
          const step = Math.min(COUNTER_STEPS, Math.floor((now - start) / STEP_MS) + 1)
          show(Math.round((stat.value * step) / COUNTER_STEPS))
          if (step < COUNTER_STEPS) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: [0, 0.5] },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      show(stat.value)
    }
  }, [stat.value, lang])

  return (
    <div className="@container card flex flex-col-reverse px-3 py-4 sm:p-5">
      <dt lang={labelLang} className="stat-label">
        {stat.label}
      </dt>
      {/* Sized for the final figure: the count's steps are never longer. */}
      <dd className="stat-value" style={figureStyle(figure)}>
        <span ref={ref} aria-hidden="true" data-counter={stat.key}>
          {figure}
        </span>
        <span className="sr-only">{figure}</span>
      </dd>
    </div>
  )
}
