/**
 * A stored message's e-mail state, summed over its outbox rows (failed first, then waiting).
 * `logged`: every e-mail went out through MAIL_TRANSPORT=log, which writes an .eml file and
 * e-mails nobody; staff must not read it as delivered.
 */
export type Delivery = 'pending' | 'sent' | 'logged' | 'failed' | 'none'

/** Each state in the words staff read: the inbox's badge and the CSV export's delivery column. */
export const deliveryWords: Record<Delivery, string> = {
  sent: 'E-mailed',
  logged: 'Written to the log, not e-mailed',
  pending: 'Waiting to e-mail',
  failed: 'E-mail failed',
  none: 'No e-mail',
}
