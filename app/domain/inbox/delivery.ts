/** A stored message's e-mail state, summed over its outbox rows (failed first, then waiting). */
export type Delivery = 'pending' | 'sent' | 'failed' | 'none'
