import { expect, test } from 'vitest'
import { jobsKind } from '#app/domain/content/kinds/jobs.server.ts'
import { publishedTranslations } from '#app/domain/content/translations.server.ts'
import type { RequestContext, StaffIdentity } from '#app/platform/context.server.ts'
import { firstLiveJob } from '#tests/setup/content.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { livePreviewOf, PREVIEW_BANNER } from './preview.ts'

// The console's live preview (issue 37): a public page drawn from values sent, in memory. What a
// page reads comes from the values; nothing is written; and the site's own database takes other
// writes while the preview renders (on SQLite the copy holds no lock on the file).

const staff = { user: { id: 1, email: 'ravi@example.com' } } as StaffIdentity

describeEachEngine('the live preview', { seed: true }, (get) => {
  test('draws the page from the values sent, writes nothing, and lets the site write meanwhile', async () => {
    const handle = get()
    const job = await firstLiveJob(handle.db)
    const id = String(job.id)
    const before = (await jobsKind.load(handle.db, id))!.values
    const services = { dbHandle: handle }
    const context = { db: handle.db } as RequestContext
    let path = ''
    let written: string = ''
    const render = async (at: string, ctx: RequestContext) => {
      path = at
      const row = await ctx.db
        .selectFrom('jobs')
        .select(['job_title', 'status'])
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow()
      // A visitor's message arrives while the preview renders: it is stored at once.
      // Awaited inside the render: a preview holding the write lock would never let it finish.
      written = await handle.db
        .insertInto('submissions')
        .values({
          kind: 'contact',
          name: 'Lakshmi',
          email: 'lakshmi@example.com',
          phone: '9845012345',
          subject: 'Stock',
          message: 'Please call me.',
          created_at: Date.now(),
        })
        .execute()
        .then(() => 'stored')
      return new Response(
        `<html><head><link rel="modulepreload" href="/assets/x.js"/></head><body><h1>${row.job_title}</h1>` +
          `<script type="application/ld+json">{"@type":"JobPosting"}</script>` +
          `<script>window.__reactRouterContext = {}</script>` +
          `<script type="module" async="">import "/assets/entry.js"</script></body></html>`,
        {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
            ETag: 'W/"x"',
          },
        },
      )
    }
    const answer = await livePreviewOf(
      services,
      context,
      render,
    )({ kind: 'jobs', id, values: { ...before, jobTitle: 'Night Driver' }, staff })

    expect(path).toMatch(new RegExp(`^/opportunity-detail/${id}-`))
    const html = await answer.text()
    expect(html).toContain('<h1>Night Driver</h1>')
    expect(html).toContain(PREVIEW_BANNER)
    // The page comes without the site's scripts (the frame's address is not the page's, so they
    // would start on the wrong route); its structured data stays.
    expect(html).toContain('<script type="application/ld+json">{"@type":"JobPosting"}</script>')
    expect(html).not.toContain('__reactRouterContext')
    expect(html).not.toContain('entry.js')
    expect(html).not.toContain('modulepreload')
    expect(answer.headers.get('Content-Length')).toBe(String(Buffer.byteLength(html)))
    expect(answer.headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; frame-ancestors 'self'",
    )
    expect(answer.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(answer.headers.get('ETag')).toBeNull()
    expect(written).toBe('stored')
    // Nothing of the preview reached the database; the visitor's message did.
    expect((await jobsKind.load(handle.db, id))!.values.jobTitle).toBe(before.jobTitle)
    const messages = await handle.db
      .selectFrom('submissions')
      .select('id')
      .where('name', '=', 'Lakshmi')
      .execute()
    expect(messages).toHaveLength(1)
  })

  test('the Kannada editor’s words draw the item’s Kannada page, and nothing is written', async () => {
    const handle = get()
    const job = await firstLiveJob(handle.db)
    const id = String(job.id)
    const title = 'ರಾತ್ರಿ ವಾಹನ ಚಾಲಕ'
    let path = ''
    const render = async (at: string, ctx: RequestContext) => {
      path = at
      // What the Kannada page reads: the item's published Kannada words.
      const words = await publishedTranslations(ctx.db, 'jobs', [id], 'kn')
      return new Response(
        `<html><head></head><body><h1>${words.get(id)?.jobTitle}</h1></body></html>`,
        {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        },
      )
    }
    const answer = await livePreviewOf(
      { dbHandle: handle },
      { db: handle.db } as RequestContext,
      render,
    )({
      kind: 'jobs',
      id,
      values: { jobTitle: title },
      staff,
      lang: 'kn',
    })
    expect(path).toMatch(new RegExp(`^/kn/opportunity-detail/${id}-`))
    const html = await answer.text()
    expect(html).toContain(`<h1>${title}</h1>`)
    expect(html).toContain(PREVIEW_BANNER)
    expect((await publishedTranslations(handle.db, 'jobs', [id], 'kn')).get(id)?.jobTitle).not.toBe(
      title,
    )
  })

  test('an item without a page of its own, or a kind that does not exist, answers 404 in words', async () => {
    const handle = get()
    const preview = livePreviewOf({ dbHandle: handle }, { db: handle.db } as RequestContext, () =>
      Promise.reject(new Error('nothing to render')),
    )
    const answer = await preview({ kind: 'nonsense', id: '1', values: {}, staff })
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe('This item has no public page of its own to preview.')
    expect(answer.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
  })
})
