import { expect, test } from 'vitest'
import { applyRules } from './apply.ts'
import { contactRules } from './contact.ts'
import { parseFields } from './fields.server.ts'

const application = {
  name: 'Deepa Hegde',
  email: 'deepa@example.com',
  phone: '9123456780',
  resume_link: 'https://drive.example.com/deepa',
}

test('an application stores the phone as its ten digits and the resume link with a scheme', () => {
  const parsed = parseFields(applyRules, {
    ...application,
    phone: '+91 98765 43210',
    resume_link: 'drive.google.com/file/d/abc',
  })
  expect(parsed).toEqual({
    ok: true,
    value: {
      ...application,
      phone: '9876543210',
      resume_link: 'https://drive.google.com/file/d/abc',
    },
  })
  for (const phone of ['098765-43210', '+919876543210', '98765 43210'])
    expect(parseFields(applyRules, { ...application, phone })).toMatchObject({
      ok: true,
      value: { phone: '9876543210' },
    })
})

test('an application still refuses other schemes and numbers that are not ten digits', () => {
  for (const resume_link of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/cv'])
    expect(parseFields(applyRules, { ...application, resume_link })).toEqual({
      ok: false,
      errors: { resume_link: applyRules.resume_link.messages.invalid },
    })
  for (const phone of ['+91 98765 4321', '+44 20 7946 0958', '98765abcde'])
    expect(parseFields(applyRules, { ...application, phone })).toEqual({
      ok: false,
      errors: { phone: applyRules.phone.messages.invalid },
    })
})

test('the contact form keeps the spec rule: exactly ten digits, stored as typed', () => {
  const message = {
    name: 'Ravi',
    email: 'ravi@example.com',
    subject: 'Stock',
    message: 'Hello',
  }
  expect(parseFields(contactRules, { ...message, phone: '9845012345' })).toMatchObject({
    ok: true,
    value: { phone: '9845012345' },
  })
  expect(parseFields(contactRules, { ...message, phone: '+91 98450 12345' })).toMatchObject({
    ok: false,
  })
})
