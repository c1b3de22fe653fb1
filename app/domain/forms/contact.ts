import { emailRule, nameRule, phoneRule, type FormRules } from './fields.ts'

/** The contact form (spec §2.12, §5): five required fields. */
export const contactFields = ['name', 'email', 'subject', 'phone', 'message'] as const

export type ContactField = (typeof contactFields)[number]

export const contactRules: FormRules<ContactField> = {
  name: nameRule('Name'),
  email: emailRule('Email'),
  subject: {
    label: 'Subject',
    type: 'text',
    maxLength: 150,
    placeholder: 'What is it about?',
    messages: {
      required: 'Please enter a subject.',
      tooLong: 'Please keep the subject under 150 characters.',
    },
  },
  phone: phoneRule('Phone number', 'Phone Number'),
  message: {
    label: 'Message',
    type: 'textarea',
    maxLength: 3000,
    placeholder: 'Description',
    messages: {
      required: 'Please write your message.',
      tooLong: 'Please keep your message under 3,000 characters.',
    },
  },
}
