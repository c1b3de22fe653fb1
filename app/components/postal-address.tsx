/** The office address from the settings, one line per line (footer, contact page, brand list). */
export function PostalAddress({
  lines,
  lang,
  className,
}: {
  lines: string[]
  /** `en` on a Kannada page while the address has no Kannada (useSettingsLang). */
  lang: 'en' | undefined
  className?: string
}) {
  return (
    <address lang={lang} className={`not-italic ${className ?? ''}`.trim()}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
