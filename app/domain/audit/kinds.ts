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
  'privacy.searched': 'Data looked up',
  'privacy.exported': 'Data exported',
  'privacy.corrected': 'Data corrected',
  'privacy.erased': 'Data erased',
}

export function auditKindLabel(kind: string): string {
  if (labels[kind]) return labels[kind]
  const m = /^content\.(\w[\w-]*)\.(\w+)$/.exec(kind)
  if (m) return `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1).replace(/-/g, ' ')} ${m[2]}`
  return kind
}
