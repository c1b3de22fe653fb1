import { PageLink } from '#app/components/links.tsx'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { paths } from '#app/routing/paths.ts'
import { useI18n } from '#app/i18n/i18n.tsx'

/**
 * The notice where personal data is collected (India's Digital Personal Data Protection Act 2023
 * and its Rules): what the details are used for, how long they are kept, and how to withdraw
 * consent or ask for them to be corrected or erased: through the grievance officer the privacy
 * policy names.
 */
export function DataNotice({ purpose, retentionDays }: { purpose: string; retentionDays: number }) {
  const { grievanceOfficer } = useSiteSettings()
  const { rich, t } = useI18n()
  return (
    <p>
      {rich(
        '<0>How we use these details.</0> {purpose} We keep them for {retentionDays} days, then delete them. To withdraw your consent, or to see, correct or erase what we hold about you, write to our grievance officer, {name}, at <1>{email}</1>. Read our <2>Privacy Policy</2>.',
        {
          purpose: t(purpose),
          retentionDays: String(retentionDays),
          name: grievanceOfficer.name,
          email: grievanceOfficer.email,
        },
        [
          (text) => <strong className="text-ink">{text}</strong>,
          (text) => (
            <a href={`mailto:${grievanceOfficer.email}`} className="underline">
              {text}
            </a>
          ),
          (text) => (
            <PageLink to={paths.privacy} className="font-semibold underline">
              {text}
            </PageLink>
          ),
        ],
      )}
    </p>
  )
}
