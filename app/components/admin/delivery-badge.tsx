import type { Delivery } from '#app/domain/inbox/delivery.ts'
import { Badge } from './ui.tsx'

const labels: Record<Delivery, { label: string; tone: 'good' | 'warn' | 'bad' | 'neutral' }> = {
  sent: { label: 'E-mailed', tone: 'good' },
  logged: { label: 'Written to the log, not e-mailed', tone: 'warn' },
  pending: { label: 'Waiting to e-mail', tone: 'warn' },
  failed: { label: 'E-mail failed', tone: 'bad' },
  none: { label: 'No e-mail', tone: 'neutral' },
}

/**
 * Where a stored message's e-mail is: sent, written to the log only (MAIL_TRANSPORT=log: nobody
 * got it), waiting, failed (the outbox's state, in words).
 */
export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  const d = labels[delivery]
  return <Badge tone={d.tone}>{d.label}</Badge>
}
