/**
 * Indian phone numbers as people type them and as the site shows them. A number is ten digits
 * after the country code; visitors write it with "+91", "91" or a trunk "0" in front, and with
 * spaces or dashes between the groups.
 */

/**
 * What a visitor may type: an optional +91 / 91 / 0 prefix, then ten digits with spaces or
 * dashes. Written so that it also compiles with the `v` flag browsers use for `pattern`.
 */
export const PHONE_INPUT_PATTERN = '(\\+?91|0)?[\\s\\-]*[0-9](?:[\\s\\-]*[0-9]){9}'

/** Room for "+91 98765 43210" and "+91-98765-43210" with a stray space, no more. */
export const PHONE_INPUT_MAX_LENGTH = 20

const INPUT = new RegExp(`^\\s*(?:${PHONE_INPUT_PATTERN})\\s*$`)

/** The ten digits of a typed Indian number, or null when it is not one. */
export function phoneDigits(input: string): string | null {
  if (!INPUT.test(input)) return null
  const digits = input.replace(/\D/g, '')
  if (digits.length === 10) return digits
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1)
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2)
  return null
}

/**
 * One way to show a phone number everywhere: "+91 80655 50123". A value that is not an Indian
 * number is shown as it is stored.
 */
export function formatPhone(stored: string): string {
  const digits = phoneDigits(stored)
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : stored.trim()
}
