import type { Role } from '#app/db/schema.ts'

export type { Role }

/** The three roles of DESIGN.md "Staff console contracts", in the order the console lists them. */
export const roles: readonly Role[] = ['admin', 'editor', 'hr']

/** What a role may do. The server checks these in every loader and action (403 otherwise). */
export type Right =
  | 'users'
  | 'audit'
  | 'settings'
  | 'privacy'
  | 'content'
  | 'media'
  | 'jobs'
  | 'inbox:contact'
  | 'inbox:apply'
  /** Empty the trash: delete for good what editors could still restore. */
  | 'trash:empty'

const rights: Record<Role, readonly Right[]> = {
  // Everything, including people, settings and the audit log.
  admin: [
    'users',
    'audit',
    'settings',
    'privacy',
    'content',
    'media',
    'jobs',
    'inbox:contact',
    'inbox:apply',
    'trash:empty',
  ],
  // All public content and its pictures.
  editor: ['content', 'media', 'jobs'],
  // Jobs and the applications that come in for them.
  hr: ['jobs', 'inbox:apply'],
}

export function can(role: Role, right: Right): boolean {
  return rights[role].includes(right)
}

/** Whether the role sees any of the inbox. */
export function canReadInbox(role: Role): boolean {
  return can(role, 'inbox:contact') || can(role, 'inbox:apply')
}

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  hr: 'HR',
}

export const roleSummaries: Record<Role, string> = {
  admin: 'Everything: people, settings, the audit log, all content and the whole inbox.',
  editor: 'All public content and pictures: brands, products, slides, jobs, posts and page copy.',
  hr: 'Jobs, and the job applications in the inbox.',
}

export function isRole(v: unknown): v is Role {
  return typeof v === 'string' && (roles as readonly string[]).includes(v)
}
