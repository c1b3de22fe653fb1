import { useI18n } from '#app/i18n/i18n.tsx'
/** The office address from the settings, one line per line (footer, contact page, brand list). */
export function PostalAddress({ lines, className }: { lines: string[]; className?: string }) {
  const { content } = useI18n()
  return (
    <address lang={content} className={`not-italic ${className ?? ''}`.trim()}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
