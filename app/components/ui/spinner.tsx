import { useI18n } from '#app/i18n/i18n.tsx'
/** The spec's loading spinner: size 50, dark blue (§2.4, §9). */
export function Spinner({
  size = 50,
  label = 'Loading',
  className = 'flex justify-center py-6',
}: {
  size?: number
  label?: string
  className?: string
}) {
  const { t } = useI18n()
  return (
    <div role="status" className={className}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 50 50"
        className="animate-spin text-primary"
        aria-hidden="true"
      >
        <circle
          cx="25"
          cy="25"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="5"
        />
        <path
          d="M25 5a20 20 0 0 1 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{t(label)}</span>
    </div>
  )
}
