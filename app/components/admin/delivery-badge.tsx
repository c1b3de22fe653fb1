import { deliveryWords, type Delivery } from '#app/domain/inbox/delivery.ts'
import { Badge } from './ui'

const tones: Record<Delivery, 'good' | 'warn' | 'bad' | 'neutral'> = {
  sent: 'good',
  logged: 'warn',
  pending: 'warn',
  failed: 'bad',
  none: 'neutral',
}

/**
 * Where a stored message's e-mail is: sent, written to the log only (MAIL_TRANSPORT=log: nobody
 * got it), waiting, failed (the outbox's state, in words).
 */
export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  return <Badge tone={tones[delivery]}>{deliveryWords[delivery]}</Badge>
}
