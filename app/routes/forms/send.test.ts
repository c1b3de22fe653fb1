import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { postForm, tokenFrom } from '#tests/setup/forms.ts'
import catalogue from '#app/i18n/kn-ui.json'
import { action } from './send.ts'
import { loader as tokenLoader } from './token.ts'

// Forms kept on a phone and sent later by the service worker (docs/decisions/0028): a repeat
// of a post's id is answered with the first one's success and stored once, on both engines.
const good = {
  name: 'Lakshmi Devi',
  email: 'lakshmi@example.com',
  subject: 'Stocking your spices',
  phone: '9845012345',
  message: 'Written on the bus without signal.',
}
let ip = 0
const kannada = catalogue as Record<string, string>

describeEachEngine('kept form posts', {}, (get) => {
  const context = () => testContext(get().db, { clientIp: `198.51.100.${++ip}` })
  const rows = async (clientId: string) => {
    const subs = await get()
      .db.selectFrom('submissions')
      .select('id')
      .where('client_id', '=', clientId)
      .execute()
    const mail = subs.length
      ? await get()
          .db.selectFrom('mail_outbox')
          .select('id')
          .where(
            'submission_id',
            'in',
            subs.map((s) => s.id),
          )
          .execute()
      : []
    return { submissions: subs.length, outbox: mail.length }
  }
  const send = async (fields: Record<string, string>) => {
    const c = await context()
    return postForm(action, '/forms/send?form=contact', c, {
      started: tokenFrom(c, 'contact'),
      ...fields,
    })
  }

  test('a repeat of a stored id answers the first success and stores nothing more', async () => {
    const id = randomUUID()
    const fields = { ...good, submission: id, queued_at: String(Date.now() - 60_000) }
    const [a, b] = await Promise.all([send(fields), send(fields)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body).toEqual({ ok: true })
    expect(b.body).toEqual({ ok: true })
    // Later still, with a token that has since expired: the same success, no second message.
    const c = await context()
    const late = await postForm(action, '/forms/send?form=contact', c, {
      ...fields,
      started: tokenFrom(c, 'contact', 2 * 24 * 60 * 60),
    })
    expect(late.body).toEqual({ ok: true })
    expect(await rows(id)).toEqual({ submissions: 1, outbox: 1 })
  })

  test('a post kept for more than a day is refused with a message that says so', async () => {
    const id = randomUUID()
    const old = await send({
      ...good,
      submission: id,
      queued_at: String(Date.now() - 25 * 60 * 60 * 1000),
    })
    expect(old.status).toBe(400)
    expect(old.body).toMatchObject({ ok: false, reason: 'too-old' })
    expect(String(old.body?.message)).toContain('more than a day')
    expect(await rows(id)).toEqual({ submissions: 0, outbox: 0 })
  })

  test('a post kept on a Kannada page is answered in Kannada, its field errors too', async () => {
    const c = await context()
    const refused = await postForm(action, '/forms/send?form=contact&lang=kn', c, {
      started: tokenFrom(c, 'contact'),
      ...good,
      email: 'not an address',
      submission: randomUUID(),
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: kannada['Some details need another look. Please check the fields marked below.'],
      fieldErrors: {
        email: kannada['Please enter a valid e-mail address, like name@example.com.'],
      },
    })
    const old = await send({
      ...good,
      submission: randomUUID(),
      queued_at: String(Date.now() - 25 * 60 * 60 * 1000),
    })
    expect(String(old.body?.message)).toContain('more than a day')
  })

  test('the time-trap still applies: a token not yet aged is too fast', async () => {
    const c = await testContext(get().db, {
      clientIp: `198.51.100.${++ip}`,
      env: { ...(await context()).env, FORM_MIN_SECONDS: 2 },
    })
    const id = randomUUID()
    const fast = await postForm(action, '/forms/send?form=contact', c, {
      ...good,
      submission: id,
      started: tokenFrom(c, 'contact', 0),
    })
    expect(fast.status).toBe(400)
    expect(fast.body).toMatchObject({ reason: 'too-fast' })
    const bad = await send({ ...good, submission: 'not-a-uuid' })
    expect(bad.status).toBe(400)
  })
})

test('the token for a kept post is fresh, never stored, and names its form', async () => {
  const c = await testContext(null as never)
  const ok = (await tokenLoader(loaderArgs('/forms/token?form=apply', c))) as unknown as {
    data: { token: string; minSeconds: number }
    init: ResponseInit
  }
  expect(ok.data.token).toMatch(/^[0-9a-z]+\.[\w-]{43}$/)
  expect(new Headers(ok.init.headers).get('cache-control')).toBe('private, no-store')
  const bad = (await tokenLoader(loaderArgs('/forms/token?form=x', c))) as unknown as {
    init: ResponseInit
  }
  expect(bad.init.status).toBe(400)
})
