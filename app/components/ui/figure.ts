import type { CSSProperties } from 'react'

/**
 * For a statistic's figure ("17,457,000+") drawn with `fit-figure` (app.css): the length it is
 * sized for, so that it stays whole on one line, smaller where its card (an `@container`) is too
 * narrow for it.
 */
export function figureStyle(figure: string): CSSProperties {
  return { '--chars': figure.length } as CSSProperties
}
