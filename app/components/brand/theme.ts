import type { CSSProperties } from 'react'
import type { BrandTheme } from '#app/domain/brands/view.ts'

/**
 * A brand's colours as CSS custom properties (the CSP allows inline styles), used by classes
 * like `bg-(--brand)`, `hover:bg-(--brand-hover)` and `text-(--brand-text)`. The seed keeps each
 * background/text pair at WCAG AA; app/domain/brands/queries.server.test.ts checks it.
 */
export function themeStyle(theme: BrandTheme): CSSProperties {
  return {
    '--brand': theme.color,
    '--brand-hover': theme.colorCode,
    '--brand-text': theme.textColorCode,
  } as CSSProperties
}
