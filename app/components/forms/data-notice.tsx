import { PageLink } from '#app/components/links.tsx'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { paths } from '#app/routing/paths.ts'

/**
 * The notice where personal data is collected (India's Digital Personal Data Protection Act 2023
 * and its Rules): what the details are used for, how long they are kept, and how to withdraw
 * consent or ask for them to be corrected or erased: through the grievance officer the privacy
 * policy names.
 */
export function DataNotice({ purpose, retentionDays }: { purpose: string; retentionDays: number }) {
  const { grievanceOfficer } = useSiteSettings()
  return (
    <p>
      <strong className="text-ink">How we use these details.</strong> {purpose} We keep them for{' '}
      {retentionDays} days, then delete them. To withdraw your consent, or to see, correct or erase
      what we hold about you, write to our grievance officer, {grievanceOfficer.name}, at{' '}
      <a href={`mailto:${grievanceOfficer.email}`} className="underline">
        {grievanceOfficer.email}
      </a>
      . Read our{' '}
      <PageLink to={paths.privacy} className="font-semibold underline">
        Privacy Policy
      </PageLink>
      .
    </p>
  )
}
