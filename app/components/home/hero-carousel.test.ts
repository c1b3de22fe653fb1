import { describe, expect, test } from 'vitest'
import { slidePlaces } from './hero-carousel.tsx'

describe('slidePlaces: where each slide stands on the hero strip', () => {
  test('at rest the last slide waits to the left of the first, the rest to the right', () => {
    expect(slidePlaces(4, 0, 0)).toEqual([0, 1, 2, -1])
    expect(slidePlaces(5, 0, 0)).toEqual([0, 1, 2, 3, -1])
  })

  test('turning past the last slide the first comes after it, not back at the start', () => {
    // Four slides, the strip at place 3 (slide 4) turning on to place 4 (slide 1 again).
    const places = slidePlaces(4, 3, 4)
    expect(places[0]).toBe(4)
    expect(places[3]).toBe(3)
    // Each place the strip shows while it moves holds the slide the truck says.
    for (const p of [3, 4]) expect(places[p % 4]).toBe(p)
  })

  test('a jump two slides on shows the slides between, in order', () => {
    const places = slidePlaces(5, 7, 9)
    for (const p of [7, 8, 9]) expect(places[p % 5]).toBe(p)
  })

  test('going back, the one before stands ready', () => {
    const places = slidePlaces(4, 8, 7)
    for (const p of [6, 7, 8]) expect(places[p % 4]).toBe(p)
  })

  test('two slides: both places of a move are held', () => {
    expect(slidePlaces(2, 0, 1)).toEqual([0, 1])
    expect(slidePlaces(2, 1, 0)).toEqual([0, 1])
    expect(slidePlaces(2, 0, -1)).toEqual([0, -1])
  })

  test('one slide stays in place', () => {
    expect(slidePlaces(1, 0, 0)).toEqual([0])
  })
})
