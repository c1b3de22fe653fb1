import { contactFields, contactRules, type ContactField } from './contact.ts'
import type { FormSpec } from './submit.server.ts'

export const contactForm: FormSpec<ContactField> = {
  kind: 'contact',
  fields: contactFields,
  rules: contactRules,
  toSubmission: async (v) => ({
    kind: 'contact',
    name: v.name,
    email: v.email,
    subject: v.subject,
    phone: v.phone,
    message: v.message,
  }),
}
