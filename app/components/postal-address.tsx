import { useSettingsLang } from '#app/components/hooks/use-site-settings.ts'
/** The office address from the settings, one line per line (footer, contact page, brand list). */
export function PostalAddress({ lines, className }: { lines: string[]; className?: string }) {
  const langOf = useSettingsLang()
  return (
    <address lang={langOf('addressLines')} className={`not-italic ${className ?? ''}`.trim()}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
