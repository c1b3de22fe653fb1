import { format, type Values } from '#app/i18n/format.ts'
/**
 * Why a public form was refused, in words: the one place these sentences are written. The form
 * pipeline (submit.server.ts) answers with a code (`FormRefusal`) and what it needs (the minutes
 * to wait), and the answer to the visitor is worded here, so a catalogue (app/i18n/) can give
 * each sentence in Kannada.
 */
export type FormRefusal =
  | 'invalid'
  | 'refused'
  | 'too-fast'
  | 'expired'
  | 'too-old'
  | 'rate-limited'
  | 'duplicate'
  | 'unavailable'

export type RefusalDetails = {
  /** After too many posts from one network: whole minutes until another is taken. */
  retryMinutes?: number
  /** The browser could not reach the server at all (no answer, so no code from it). */
  offline?: boolean
}

const words: Record<Exclude<FormRefusal, 'rate-limited'>, string> = {
  invalid: 'Some details need another look. Please check the fields marked below.',
  refused: 'The form could not be sent. Please reload the page and try again.',
  'too-fast':
    'That was quicker than a person can type. Please check your details and send the form again.',
  expired: 'This page was open for too long. Please check your details and send the form again.',
  'too-old':
    'This message waited on the phone for more than a day without signal, so it was not sent. Please write it again.',
  duplicate: 'We already have this message from you, so there is no need to send it again.',
  unavailable: 'Failed to send the message. Please try again!',
}

/**
 * The refusal's sentence as a catalogue message (its English text) and its values: the server
 * gives it in the page's language (app/i18n/catalogue.server.ts).
 */
export function refusalMessage(
  reason: FormRefusal,
  details: RefusalDetails = {},
): { message: string; values?: Values } {
  if (reason === 'rate-limited')
    return {
      message:
        'Too many messages have come from your network in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or call us.',
      values: { minutes: Math.max(1, details.retryMinutes ?? 1) },
    }
  if (reason === 'unavailable' && details.offline)
    return { message: 'Failed to send the message. Please check your connection and try again!' }
  return { message: words[reason] }
}

/** The refusal's sentence in English. */
export function refusalText(reason: FormRefusal, details: RefusalDetails = {}): string {
  const { message, values } = refusalMessage(reason, details)
  return format(message, values)
}
