/** How the audit log's kinds read to people (the console's filter and lists). */
export const auditFamilies = [
  { value: 'auth.', label: 'Sign-ins and sessions' },
  { value: 'user.', label: 'People and roles' },
  { value: 'inbox.', label: 'Inbox' },
  { value: 'privacy.', label: 'Privacy requests' },
  { value: 'content.', label: 'Content changes' },
] as const

const labels: Record<string, string> = {
  'auth.sign-in': 'Signed in',
  'auth.failure': 'Failed sign-in',
  'auth.lock': 'Sign-in locked',
  'auth.sign-out': 'Signed out',
  'auth.sign-out-everywhere': 'Signed out everywhere',
  'auth.session-revoked': 'Session ended',
  'auth.mfa-enrolled': 'Two-step sign-in set up',
  'auth.recovery-code-used': 'Recovery code used',
  'auth.recovery-codes-regenerated': 'New recovery codes',
  'auth.password-changed': 'Password changed',
  'user.created': 'Account created',
  'user.invited': 'Invitation',
  'user.invite-accepted': 'Invitation accepted',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'user.role-changed': 'Role changed',
  'user.mfa-reset': 'Two-step sign-in reset',
  'user.password-set': 'Password set',
  'inbox.handled': 'Marked handled',
  'inbox.reopened': 'Marked new again',
  'inbox.resent': 'Sent again',
  'inbox.exported': 'Inbox exported',
  'inbox.stage-changed': 'Application stage changed',
  'inbox.noted': 'Note added to an application',
  'privacy.searched': 'Data looked up',
  'privacy.exported': 'Data exported',
  'privacy.corrected': 'Data corrected',
  'privacy.erased': 'Data erased',
}

/** What each content kind's entries are about, in the singular (`content.<kind>.<verb>`). */
const contentNouns: Record<string, string> = {
  jobs: 'Job',
  brands: 'Brand',
  products: 'Product',
  categories: 'Category',
  slides: 'Home slide',
  social: 'Social card',
  posts: 'Post',
  settings: 'Site settings',
  copy: 'Page copy',
  media: 'Picture',
  redirects: 'Redirect',
  'review-rules': 'Review rules',
}

/** What was done to it; a verb not listed reads as its words (`draft-saved` → "draft saved"). */
const contentVerbs: Record<string, string> = {
  created: 'created',
  published: 'published',
  scheduled: 'scheduled',
  unpublished: 'taken off the site',
  updated: 'changed',
  changed: 'changed',
  'draft-saved': 'draft saved',
  'draft-discarded': 'draft discarded',
  'translation-draft-saved': 'Kannada draft saved',
  'translation-published': 'Kannada published',
  restored: 'earlier version restored',
  reordered: 'order changed',
  deleted: 'deleted',
  uploaded: 'uploaded',
  replaced: 'replaced',
  // Review before publishing (domain/content/review.server.ts).
  submitted: 'submitted for review',
  approved: 'approved and published',
  'translation-approved': 'Kannada approved and published',
  'sent-back': 'sent back to its author',
}

const words = (code: string) => code.replace(/[-_.]+/g, ' ').trim()
const capital = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text)

/**
 * Words for any kind the log holds, never the code itself: staff read "Job draft saved", not
 * `content.jobs.draft-saved`. Kinds added later still read as words until they get a label here.
 */
export function auditKindLabel(kind: string): string {
  if (labels[kind]) return labels[kind]
  const m = /^content\.([\w-]+)\.([\w-]+)$/.exec(kind)
  if (m) {
    const noun = contentNouns[m[1]!] ?? capital(words(m[1]!))
    return `${noun} ${contentVerbs[m[2]!] ?? words(m[2]!)}`
  }
  return capital(words(kind.replace(/^[a-z]+\./, ''))) || 'Change'
}

/**
 * Who did it, for people: the account's e-mail; "command line" for `npm run users` and other
 * server commands (they record no account and no address: every web request has an address);
 * otherwise someone who was not signed in (a failed sign-in with an unknown e-mail).
 */
export function auditWho(entry: { actorEmail: string | null; ip: string | null }): string {
  if (entry.actorEmail) return entry.actorEmail
  return entry.ip === null ? 'command line' : 'someone not signed in'
}
