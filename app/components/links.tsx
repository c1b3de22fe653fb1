import { Link } from 'react-router'
import { ArrowLeftIcon, ExternalIcon } from './icons'

/**
 * A link to another site: it opens in a new tab, says so to screen readers, and shows the
 * external-link icon after its label.
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon size={18} />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}

/** The small "‹ All …" link at the top of a detail page, back to its list. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 py-2 text-sm font-semibold no-underline hover:underline"
    >
      <ArrowLeftIcon size={18} />
      {children}
    </Link>
  )
}
