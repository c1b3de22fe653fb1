import { useI18n } from '#app/i18n/i18n.tsx'
/** The spec's "Error: <message>" in red, where a section's data would be (DESIGN.md "Routes" 4). */
export function SectionError({ message }: { message: string }) {
  const { t } = useI18n()
  return (
    <p role="alert" className="error-text rounded-xl border border-danger/30 bg-red-50 px-4 py-3">
      {t('Error: {message}', { message: t(message) })}
    </p>
  )
}
