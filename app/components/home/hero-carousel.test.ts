import { describe, expect, test } from 'vitest'
import { slidePlaces } from './hero-carousel.tsx'

describe('slidePlaces: where each slide stands on the hero strip', () => {
  test('at rest on the first slide every slide is where the server drew it', () => {
    expect(slidePlaces(4, 0, 0)).toEqual([0, 1, 2, 3])
    expect(slidePlaces(5, 0, 0)).toEqual([0, 1, 2, 3, 4])
  })

  test('turning past the last slide the first comes after it, not back at the start', () => {
    // Four slides, the strip at place 3 (slide 4) turning on to place 4 (slide 1 again).
    const places = slidePlaces(4, 3, 4)
    expect(places[0]).toBe(4)
    expect(places[3]).toBe(3)
  })

  test('back from the first slide, the last stands to its left', () => {
    const places = slidePlaces(4, 0, -1)
    expect(places[3]).toBe(-1)
    expect(places[0]).toBe(0)
  })

  // Each place the strip passes while it moves holds the slide the truck says.
  const held = (count: number, from: number, to: number) => {
    const places = slidePlaces(count, from, to)
    for (let p = Math.min(from, to); p <= Math.max(from, to); p++)
      expect(places[((p % count) + count) % count]).toBe(p)
  }

  test('a jump of up to half the slides either way holds every place it passes', () => {
    for (const count of [2, 3, 4, 5, 7])
      for (const at of [-6, -1, 0, 3, 9])
        for (let d = -Math.floor(count / 2); d <= Math.floor(count / 2); d++)
          held(count, at, at + d)
  })

  test('one slide stays in place', () => {
    expect(slidePlaces(1, 0, 0)).toEqual([0])
  })
})
