import type { WhyJoinPoint } from '#app/domain/copy/careers.ts'

/** Line icons for the four "Why Join Us?" points (24×24, currentColor, decorative). */
const paths: Record<WhyJoinPoint['key'], React.ReactNode> = {
  // a heart held in a hand: work with purpose
  purpose: (
    <>
      <path d="M12 11.5l-3.2-3.1a2.1 2.1 0 0 1 3-3l.2.2.2-.2a2.1 2.1 0 0 1 3 3z" />
      <path d="M3 14h3l4 2h4a1.5 1.5 0 0 1 0 3H9M14 17l5-2.5a1.5 1.5 0 0 1 1.8 2.3L16 20H6" />
    </>
  ),
  // a rising line with an arrow: growth
  growth: (
    <>
      <path d="M3 17l6-6 4 4 8-8" />
      <path d="M15 7h6v6" />
    </>
  ),
  // three people: teamwork
  team: (
    <>
      <circle cx="12" cy="8" r="3" />
      <path d="M6.5 20a5.5 5.5 0 0 1 11 0" />
      <circle cx="5" cy="10" r="2" />
      <circle cx="19" cy="10" r="2" />
      <path d="M2 18a3.5 3.5 0 0 1 4-3.4M22 18a3.5 3.5 0 0 0-4-3.4" />
    </>
  ),
  // an open book: learning
  learning: (
    <>
      <path d="M3 5.5C5.5 4.5 8.5 4.5 12 6.5c3.5-2 6.5-2 9-1V19c-2.5-1-5.5-1-9 1-3.5-2-6.5-2-9-1z" />
      <path d="M12 6.5V20" />
    </>
  ),
}

export function WhyJoinIcon({ name, size = 26 }: { name: WhyJoinPoint['key']; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  )
}
