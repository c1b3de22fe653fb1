import { EventEmitter } from 'node:events'

/**
 * A nudge from a form action to the outbox worker of the same process: "a message is waiting",
 * so it goes out now rather than at the next poll. Other processes find it by polling.
 */
const events = new EventEmitter()
events.setMaxListeners(50)

export function notifyOutbox(): void {
  events.emit('queued')
}

export function onOutboxQueued(listener: () => void): () => void {
  events.on('queued', listener)
  return () => events.off('queued', listener)
}
