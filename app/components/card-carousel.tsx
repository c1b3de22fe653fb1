import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useId, useState } from 'react'
import { ArrowLeftIcon, ArrowRightIcon } from './icons.tsx'
import { useWhenIdle } from '#app/components/hooks/use-when-idle.ts'
import { useI18n } from '#app/i18n/i18n.tsx'

type Slide = { key: string | number; content: React.ReactNode }

/** Instant moves for visitors who ask for less motion. */
function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * A row of cards that slides (Resources, SPEC.md §2.13): 1 card under 768 px, 2 from 768, 3 from
 * 1024, a 20 px gap, previous/next arrows and a button per position. It follows the WAI-ARIA
 * carousel pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): a labelled region
 * with the "carousel" role description, slides as labelled groups, real buttons with names.
 * Tabbing into a card that is out of view slides it into view.
 *
 * The server sends the cards in a natively scrollable row, so they can be read and swiped before
 * (or without) JavaScript; Embla takes over once the page is hydrated. Slide widths come from CSS
 * in both states, so nothing moves when it does.
 */
export function CardCarousel({ title, slides }: { title: string; slides: Slide[] }) {
  const { t } = useI18n()
  const headingId = useId()
  // Embla starts after hydration, in a task of its own.
  const idle = useWhenIdle()
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
    // Embla's own focus handling only reacts when focus follows a Tab key press within 10 ms,
    // which slow phones miss; we follow focus ourselves (below).
    watchFocus: false,
  })
  const [ready, setReady] = useState(false)
  const [snaps, setSnaps] = useState<number[]>([])
  const [selected, setSelected] = useState(0)
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)
  // The live status speaks only after the visitor moves the row, not when the page loads.
  const [moved, setMoved] = useState(false)

  useEffect(() => {
    if (!api) return
    const update = () => {
      setSnaps(api.scrollSnapList())
      setSelected(api.selectedScrollSnap())
      setCanPrev(api.canScrollPrev())
      setCanNext(api.canScrollNext())
    }
    // A visitor may have swiped the native row before hydration; Embla starts from the first card.
    api.rootNode().scrollLeft = 0
    update()
    setReady(true)
    const onSelect = () => {
      update()
      setMoved(true)
    }
    // A card that receives focus (Tab, or a screen reader) slides into view. The browser may
    // already have scrolled the clipped row to show it; Embla moves the row, not the scroll.
    const root = api.rootNode()
    const onFocusIn = (e: FocusEvent) => {
      const slide = (e.target as Element).closest('[aria-roledescription]')
      const index = slide ? api.slideNodes().indexOf(slide as HTMLElement) : -1
      if (index < 0) return
      root.scrollLeft = 0
      const first = api.selectedScrollSnap()
      const perView = api.slideNodes().length - api.scrollSnapList().length + 1
      if (index < first) api.scrollTo(index, prefersReducedMotion())
      else if (index >= first + perView) api.scrollTo(index - perView + 1, prefersReducedMotion())
    }
    root.addEventListener('focusin', onFocusIn)
    api.on('select', onSelect).on('reInit', update)
    return () => {
      root.removeEventListener('focusin', onFocusIn)
      api.off('select', onSelect).off('reInit', update)
    }
  }, [api])

  const prev = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api])
  const next = useCallback(() => api?.scrollNext(prefersReducedMotion()), [api])
  const goTo = useCallback((i: number) => api?.scrollTo(i, prefersReducedMotion()), [api])

  // With one position per slide (align start, trimmed snaps), a position shows this many cards.
  const perView = snaps.length ? slides.length - snaps.length + 1 : 1
  const first = selected + 1
  const last = Math.min(slides.length, selected + perView)
  // At either end an arrow is aria-disabled rather than disabled, so a keyboard user pressing
  // it repeatedly keeps focus on it. Before hydration the arrows cannot work: really disabled.
  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border-2 border-primary bg-white text-primary transition-colors hover:bg-primary-soft disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-muted aria-disabled:hover:bg-white'

  return (
    <section aria-roledescription={t('carousel')} aria-labelledby={headingId} className="mt-12">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl sm:text-3xl">
          {title}
        </h2>
        <div className="flex shrink-0 gap-2 print:hidden">
          <button
            type="button"
            className={arrow}
            onClick={prev}
            disabled={!ready}
            aria-disabled={ready && !canPrev ? true : undefined}
            aria-controls={`${headingId}-slides`}
          >
            <ArrowLeftIcon />
            <span className="sr-only">{t('Previous slide')}</span>
          </button>
          <button
            type="button"
            className={arrow}
            onClick={next}
            disabled={!ready}
            aria-disabled={ready && !canNext ? true : undefined}
            aria-controls={`${headingId}-slides`}
          >
            <ArrowRightIcon />
            <span className="sr-only">{t('Next slide')}</span>
          </button>
        </div>
      </div>
      <div
        ref={idle ? viewportRef : undefined}
        className={
          ready
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden'
        }
      >
        <div id={`${headingId}-slides`} className="flex touch-pan-y gap-5">
          {slides.map((s, i) => (
            <div
              key={s.key}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{index} of {total}', { index: i + 1, total: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start md:basis-[calc((100%-20px)/2)] lg:basis-[calc((100%-40px)/3)]"
            >
              {s.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex min-h-6 flex-wrap items-center justify-center gap-1 print:hidden">
        {ready && snaps.length > 1
          ? snaps.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => goTo(i)}
                aria-current={i === selected ? 'true' : undefined}
                aria-controls={`${headingId}-slides`}
                className="group inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${i === selected ? 'contrast-chosen w-6 bg-primary' : 'contrast-bar w-2.5 bg-primary/30 group-hover:bg-primary/60'}`}
                />
                <span className="sr-only">{t('Go to slide {index}', { index: i + 1 })}</span>
              </button>
            ))
          : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {moved
          ? first === last
            ? t('Showing {first} of {total}', { first, total: slides.length })
            : t('Showing {first} to {last} of {total}', { first, last, total: slides.length })
          : ''}
      </p>
    </section>
  )
}
