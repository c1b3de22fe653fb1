/**
 * A stored message's e-mail state, summed over its outbox rows (failed first, then waiting).
 * `logged`: every e-mail went out through MAIL_TRANSPORT=log, which writes an .eml file and
 * e-mails nobody; staff must not read it as delivered.
 */
export type Delivery = 'pending' | 'sent' | 'logged' | 'failed' | 'none'
