import { memo, startTransition, useCallback, useEffect, useId, useRef, useState } from 'react'
import type { PointerEvent as ReactPointerEvent } from 'react'
import { Image } from '#app/components/image.tsx'
import { PauseIcon, PlayIcon, TruckIcon } from '#app/components/icons.tsx'
import type { ImageData } from '#app/utils/image.ts'
import { useHydrated } from '#app/components/hooks/use-hydrated.ts'
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
/** How far a finger or mouse moves sideways before the slides follow it, and how far to turn. */
const DRAG_START_PX = 8
const SWIPE_PX = 50

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

const mod = (a: number, n: number) => ((a % n) + n) % n

/** Where the slides' strip stands at `pos` (each slide is as wide as the strip). */
const stripTransform = (pos: number, dragPx = 0) =>
  dragPx ? `translateX(calc(${-pos * 100}% + ${dragPx}px))` : `translateX(${-pos * 100}%)`

/**
 * Where each slide stands while the strip moves between the places `from` and `to` (at rest the
 * two are the same): the places from the lower of them on, slide i at the one that is i modulo
 * the count. So the strip turns on past the last slide to the first without running back
 * (SPEC.md §9 "looping"), and at rest at place 0 every slide stands where the server drew it.
 * A move is never longer than half the slides, so both ends are always held.
 */
export function slidePlaces(count: number, from: number, to: number): number[] {
  const first = Math.min(from, to)
  return Array.from({ length: count }, (_, i) => first + mod(i - first, count))
}

/**
 * The home page's hero (SPEC.md §2.4): one full-width slide per home slide, autoplaying every
 * 2.5 s in a loop, 50 px apart. A click on the slides toggles autoplay; the button below does the
 * same for keyboard and screen-reader users (WAI-ARIA carousel pattern,
 * https://www.w3.org/WAI/ARIA/apg/patterns/carousel/). Under the slides a truck drives 40 px per
 * slide along one step button per slide; a step jumps to its slide. A finger (or a mouse) drawn
 * sideways over the slides turns them.
 *
 * The server renders the strip at its first slide (its image is the page's LCP), so the hero is
 * complete before and without JavaScript. The strip is moved by one CSS transform and a
 * transition, no carousel library: Embla's start-up was the home page's longest task after
 * hydration on a slowed phone CPU (ADR 0033). Visitors who ask for less motion get no autoplay
 * and instant jumps.
 */
export function HeroCarousel({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const { t } = useI18n()
  const slidesId = useId()
  const hydrated = useHydrated()
  const count = slides.length
  const many = count > 1
  // The strip's place counts on past the last slide (4, 5, 6 … with four slides): the slide shown
  // is `pos` modulo the count. `from` is where the last move began, until its transition ends.
  const [{ pos, from }, setMove] = useState({ pos: 0, from: 0 })
  const selected = count ? mod(pos, count) : 0
  const [playing, setPlaying] = useState(false)
  // What the visitor wants; a drag holds the slides still without changing it.
  const wanted = useRef(false)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)
  const posRef = useRef(0)
  // Screen readers hear which slide is shown only after the visitor picks one, never while it plays.
  const [picked, setPicked] = useState(false)
  const [animate, setAnimate] = useState(true)
  const stripRef = useRef<HTMLDivElement>(null)
  const drag = useRef<{ id: number; x: number; y: number; dx: number; moving: boolean } | null>(
    null,
  )
  const dragged = useRef(false)

  const moveTo = useCallback((next: number) => {
    setAnimate(!prefersReducedMotion())
    setMove({ from: posRef.current, pos: next })
    posRef.current = next
  }, [])

  // The autoplay turns every 2.5 s; any other move starts the wait again.
  const schedule = useCallback(() => {
    clearInterval(timer.current)
    timer.current = wanted.current
      ? setInterval(() => moveTo(posRef.current + 1), AUTOPLAY_DELAY_MS)
      : undefined
  }, [moveTo])

  useEffect(() => {
    wanted.current = !prefersReducedMotion() && many
    // In a transition, drawn with useHydrated's switch (use-hydrated.ts says why).
    startTransition(() => setPlaying(wanted.current))
    schedule()
    return () => clearInterval(timer.current)
  }, [many, schedule])

  const toggle = useCallback(() => {
    if (!many) return
    wanted.current = !wanted.current
    setPlaying(wanted.current)
    schedule()
  }, [many, schedule])

  const goTo = useCallback(
    (i: number) => {
      // The shorter way round.
      let d = mod(i - mod(posRef.current, count), count)
      if (d > count / 2) d -= count
      moveTo(posRef.current + d)
      setPicked(true)
      // A jump starts the 2.5 s wait again rather than moving on at once.
      schedule()
    },
    [count, moveTo, schedule],
  )

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!many || !e.isPrimary || e.button !== 0) return
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, dx: 0, moving: false }
    dragged.current = false
  }
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current
    const strip = stripRef.current
    if (!d || d.id !== e.pointerId || !strip) return
    d.dx = e.clientX - d.x
    if (!d.moving) {
      if (Math.abs(d.dx) < DRAG_START_PX || Math.abs(d.dx) < Math.abs(e.clientY - d.y)) return
      d.moving = true
      e.currentTarget.setPointerCapture(e.pointerId)
      // Hold the autoplay while the slides are in hand; the neighbour on the side it is drawn
      // to stands ready.
      clearInterval(timer.current)
      setMove({ from: posRef.current - Math.sign(d.dx), pos: posRef.current })
    }
    strip.style.transition = 'none'
    strip.style.transform = stripTransform(posRef.current, d.dx)
  }
  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current
    const strip = stripRef.current
    if (!d || d.id !== e.pointerId) return
    drag.current = null
    if (!d.moving || !strip) return
    dragged.current = true
    strip.style.transition = ''
    const turn = e.type === 'pointerup' && Math.abs(d.dx) >= SWIPE_PX ? -Math.sign(d.dx) : 0
    const next = posRef.current + turn
    // React writes the strip's place only when it changes: a drag let go short of a turn goes
    // back by this line.
    strip.style.transform = stripTransform(next)
    if (turn) moveTo(next)
    // The autoplay goes on after a drag, as it was (SPEC.md §9: not disabled on interaction).
    schedule()
  }
  const onClick = () => {
    // The click that ends a drag is not a click on the slides.
    if (dragged.current) dragged.current = false
    else toggle()
  }

  if (count === 0) return null

  return (
    <section aria-roledescription={t('carousel')} aria-label={label} className="bg-primary-dark">
      {/* Clicking the pictures toggles autoplay (a mouse convenience; the button below is the
          accessible control, so this is not a keyboard trap or a hidden-only feature). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="overflow-hidden"
        onClick={onClick}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // A picture drawn with the mouse would otherwise start the browser's own drag and drop.
        onDragStart={(e) => e.preventDefault()}
      >
        <div
          ref={stripRef}
          id={slidesId}
          className={`-ml-[50px] flex touch-pan-y ${animate ? 'transition-transform duration-500 ease-out' : ''}`}
          // At rest on the first slide, no transform: the markup the server sent.
          style={pos ? { transform: stripTransform(pos) } : undefined}
          onTransitionEnd={(e) => {
            if (e.target === e.currentTarget)
              setMove((m) => (m.from === m.pos ? m : { ...m, from: m.pos }))
          }}
        >
          <Slides slides={slides} places={slidePlaces(count, from, pos)} />
        </div>
      </div>

      {many ? (
        // Wraps, so that the counter goes below rather than off the screen where the row has no
        // room for it (a phone zoomed to 150 % is 240 px wide, or many slides).
        <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-3 print:hidden">
          <button
            type="button"
            onClick={toggle}
            disabled={!hydrated}
            aria-controls={slidesId}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-white/70 text-white transition-colors hover:bg-white/10 disabled:opacity-60"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="sr-only">
              {playing ? t('Pause the slideshow') : t('Play the slideshow')}
            </span>
          </button>
          <div className="relative" style={{ width: count * TRUCK_STEP_PX }}>
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
                  disabled={!hydrated}
                  aria-controls={slidesId}
                  aria-current={i === selected ? 'true' : undefined}
                  className="group flex h-6 w-10 shrink-0 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 w-8 rounded-sm transition-colors ${i === selected ? 'contrast-chosen bg-turmeric' : 'contrast-bar bg-white/35 group-hover:bg-white/70'}`}
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
                  total: count,
                  title: slides[selected]!.title,
                })
              : ''}
          </p>
          <p className="ml-auto text-sm text-white/85" aria-hidden="true">
            {`${selected + 1} / ${count}`}
          </p>
        </div>
      ) : null}
    </section>
  )
}

/**
 * The slides, each at its place on the strip (`places`, from `slidePlaces`). A slide is drawn
 * again only when its place changes, which happens off screen: the slideshow's turns redraw the
 * controls under the slides, not every slide's picture (a task on a slow phone every 2.5 s,
 * docs/benchmarks.md).
 */
function Slides({ slides, places }: { slides: HeroSlide[]; places: number[] }) {
  return slides.map((s, i) => (
    <Slide key={s.id} slide={s} index={i} total={slides.length} shift={places[i]! - i} />
  ))
}

const Slide = memo(function Slide({
  slide: s,
  index: i,
  total,
  shift,
}: {
  slide: HeroSlide
  index: number
  total: number
  shift: number
}) {
  const { t, content } = useI18n()
  return (
    <div
      role="group"
      aria-roledescription={t('slide')}
      aria-label={t('{index} of {total}: {title}', { index: i + 1, total, title: s.title })}
      className="min-w-0 shrink-0 grow-0 basis-full pl-[50px]"
      style={shift ? { transform: `translateX(${shift * 100}%)` } : undefined}
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
  )
})
