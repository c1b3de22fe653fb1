import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Image } from '#app/components/image.tsx'
import { PauseIcon, PlayIcon, TruckIcon } from '#app/components/icons.tsx'
import type { ImageData } from '#app/utils/image.ts'
import { useWhenIdle } from '#app/components/hooks/use-when-idle.ts'
import { useI18n } from '#app/i18n/i18n.tsx'

export type HeroSlide = {
  id: number
  title: string
  text: string
  image: ImageData
  /** On a Kannada page, the words still in English (lang="en"); none on an English page. */
  en?: ReadonlyArray<'title' | 'text'>
}

/** SPEC.md §9: autoplay delay, and how far the truck moves per slide. */
const AUTOPLAY_DELAY_MS = 2500
const TRUCK_STEP_PX = 40

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * The home page's hero (SPEC.md §2.4): one full-width slide per home slide, autoplaying every
 * 2.5 s in a loop, 50 px apart. A click on the slides toggles autoplay; the button below does the
 * same for keyboard and screen-reader users (WAI-ARIA carousel pattern,
 * https://www.w3.org/WAI/ARIA/apg/patterns/carousel/). Under the slides a truck drives 40 px per
 * slide along one step button per slide; a step jumps to its slide.
 *
 * The server renders the first slide in place (its image is the page's LCP), so the hero is
 * complete before and without JavaScript; Embla takes over after hydration. Visitors who ask for
 * less motion get no autoplay and instant jumps.
 */
export function HeroCarousel({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const { t } = useI18n()
  const slidesId = useId()
  // One plugin per mounted carousel. It never stops for good on a drag: we restart it ourselves
  // when the pointer lifts, if the visitor has not paused it (SPEC.md §9 "not disabled on
  // interaction").
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
    }),
  )
  // Embla starts after hydration, in a task of its own.
  const idle = useWhenIdle()
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay])
  const [selected, setSelected] = useState(0)
  const [ready, setReady] = useState(false)
  const [playing, setPlaying] = useState(false)
  // What the visitor wants; the plugin's own state flips during a drag.
  const wanted = useRef(false)
  // Screen readers hear which slide is shown only after the visitor picks one, never while it plays.
  const [picked, setPicked] = useState(false)

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    const onPointerUp = () => {
      if (wanted.current) autoplay.play()
    }
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(wanted.current)
    api
      .on('select', onSelect)
      .on('reInit', onSelect)
      .on('pointerUp', onPointerUp)
      .on('autoplay:play', onPlay)
      .on('autoplay:stop', onStop)
    onSelect()
    setReady(true)
    wanted.current = !prefersReducedMotion() && slides.length > 1
    if (wanted.current) autoplay.play()
    return () => {
      api
        .off('select', onSelect)
        .off('reInit', onSelect)
        .off('pointerUp', onPointerUp)
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop)
    }
  }, [api, autoplay, slides.length])

  const toggle = useCallback(() => {
    // Not before Embla has started the plugin (its buttons are disabled until then).
    if (!api || slides.length < 2) return
    wanted.current = !wanted.current
    setPlaying(wanted.current)
    if (wanted.current) autoplay.play()
    else autoplay.stop()
  }, [api, autoplay, slides.length])

  const goTo = useCallback(
    (i: number) => {
      api?.scrollTo(i, prefersReducedMotion())
      setPicked(true)
      // A jump starts the 2.5 s wait again rather than moving on at once.
      autoplay.reset()
    },
    [api, autoplay],
  )

  if (slides.length === 0) return null
  const many = slides.length > 1

  return (
    <section aria-roledescription={t('carousel')} aria-label={label} className="bg-primary-dark">
      {/* Clicking the pictures toggles autoplay (a mouse convenience; the button below is the
          accessible control, so this is not a keyboard trap or a hidden-only feature). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={idle ? viewportRef : undefined} className="overflow-hidden" onClick={toggle}>
        <Slides slides={slides} id={slidesId} />
      </div>

      {many ? (
        <div className="container-page flex items-center gap-4 py-3">
          <button
            type="button"
            onClick={toggle}
            disabled={!ready}
            aria-controls={slidesId}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-white/70 text-white transition-colors hover:bg-white/10 disabled:opacity-60"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="sr-only">
              {playing ? t('Pause the slideshow') : t('Play the slideshow')}
            </span>
          </button>
          <div className="relative" style={{ width: slides.length * TRUCK_STEP_PX }}>
            <TruckIcon
              data-testid="hero-truck"
              size={28}
              className="text-turmeric transition-transform duration-500 ease-out"
              style={{ transform: `translateX(${selected * TRUCK_STEP_PX + 6}px)` }}
            />
            <div className="flex">
              {slides.map((s, i) => (
                <button
                  key={s.id}
                  type="button"
                  onClick={() => goTo(i)}
                  disabled={!ready}
                  aria-controls={slidesId}
                  aria-current={i === selected ? 'true' : undefined}
                  className="group flex h-6 w-10 shrink-0 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 w-8 rounded-sm transition-colors ${i === selected ? 'bg-turmeric' : 'bg-white/35 group-hover:bg-white/70'}`}
                  />
                  <span className="sr-only">
                    {t('Show slide {index}: {title}', { index: i + 1, title: s.title })}
                  </span>
                </button>
              ))}
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {picked && !playing
              ? t('Slide {index} of {total}: {title}', {
                  index: selected + 1,
                  total: slides.length,
                  title: slides[selected]!.title,
                })
              : ''}
          </p>
          <p className="ml-auto text-sm text-white/85" aria-hidden="true">
            {`${selected + 1} / ${slides.length}`}
          </p>
        </div>
      ) : null}
    </section>
  )
}

/**
 * The slides themselves, drawn once: the slideshow's turns (its selected slide, playing or not)
 * redraw only the controls under them, not every slide's picture (a task on a slow phone every
 * 2.5 s, docs/benchmarks.md).
 */
const Slides = memo(function Slides({ slides, id }: { slides: HeroSlide[]; id: string }) {
  const { t, content } = useI18n()
  return (
    <div id={id} className="-ml-[50px] flex touch-pan-y">
      {slides.map((s, i) => (
        <div
          key={s.id}
          role="group"
          aria-roledescription={t('slide')}
          aria-label={t('{index} of {total}: {title}', {
            index: i + 1,
            total: slides.length,
            title: s.title,
          })}
          className="min-w-0 shrink-0 grow-0 basis-full pl-[50px]"
        >
          {/* On a phone the text sits under the picture, whole; from sm it lies over the
              picture's foot, and a longer text makes the slide taller rather than being cut
              (picture and text share one grid cell, the picture stretched to fill it). */}
          <div className="grid h-full grid-cols-1">
            <div className="hero-picture">
              <Image
                image={s.image}
                // Cropped to 2:1 on phones, so the 5:2 picture is drawn wider than the screen.
                sizes="(max-width: 639px) 125vw, 100vw"
                priority={i === 0}
                className="hero-image"
              />
            </div>
            <div className="hero-caption">
              <div className="container-page text-white">
                <p lang={s.en?.includes('title') ? content : undefined} className="hero-title">
                  {s.title}
                </p>
                <p lang={s.en?.includes('text') ? content : undefined} className="hero-text">
                  {s.text}
                </p>
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  )
})
