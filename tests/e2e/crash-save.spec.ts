import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type Cookie, type Page } from '@playwright/test'
import pg from 'pg'
import { startPrivateServer } from '../../scripts/support/private-server.js'
import { enrolOn } from './support/console.ts'
import { createDatabase, postgresProblem } from './support/postgres.ts'

// A process killed (SIGKILL) in the middle of a console save (issue 15 "Faults"): after a restart
// the save is stored whole (the post, its revision, the audit entry and the 301 from its old
// address) or not at all. A test-only fault hook (FAULT_HOOKS, app/platform/faults.server.ts)
// stops the save at the exact moment and says so on the server's standard output, and the test
// kills the process then: inside the save's transaction (nothing may remain), and just after its
// commit, before the answer (everything must be there). On SQLite and on PostgreSQL (a database
// of its own, created and dropped here). Its own server on E2E_PORT + 10; the suite's servers
// are never killed. The tests of this file run in order, one engine after the other.
test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 4310) + 10
type Server = Awaited<ReturnType<typeof startPrivateServer>>

/** One row of numbers from the site's database, whichever engine it is. */
async function counts(
  engine: 'sqlite' | 'postgres',
  target: { dbFile: string; url: string },
  sql: string,
): Promise<Record<string, number | string>> {
  if (engine === 'sqlite') {
    const db = new Database(target.dbFile)
    db.pragma('busy_timeout = 5000')
    try {
      expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }])
      return db.prepare(sql).get() as Record<string, number | string>
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  try {
    const row = (await client.query(sql)).rows[0] as Record<string, string>
    return Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, /^\d+$/.test(String(v)) ? Number(v) : v]),
    )
  } finally {
    await client.end()
  }
}

/** What of the save to `slug` is in the database: the post's slug and each trace of the save. */
function traces(postId: number, slug: string) {
  return `select
    (select slug from posts where id = ${postId}) as slug,
    (select count(*) from content_revisions where item_id = ${postId} and snapshot like '%${slug}%') as revisions,
    (select count(*) from audit_log where target = 'posts:${postId}' and summary like '%${slug}%') as audits,
    (select count(*) from redirects where to_path like '%/${postId}-${slug}') as redirects`
}

/** Waits for the server to reach the fault hook (its line on standard output): an event. */
async function reached(server: Server, hook: string) {
  await expect.poll(() => server.output().includes(`fault-hook: ${hook}\n`)).toBe(true)
}

for (const engine of ['sqlite', 'postgres'] as const) {
  test.describe(`${engine}: SIGKILL during a console save`, () => {
    const state: {
      dir: string
      env: Record<string, string>
      url: string
      dropDb: (() => Promise<void>) | null
      cookies: Cookie[]
      post: { id: number; type: string; slug: string }
      server: Server | null
    } = {
      dir: '',
      env: {},
      url: '',
      dropDb: null,
      cookies: [],
      post: { id: 0, type: '', slug: '' },
      server: null,
    }
    const start = async (env: Record<string, string> = {}) => {
      state.server = await startPrivateServer({
        port,
        env: { ...state.env, ...env },
        dir: state.dir,
      })
      return state.server
    }
    const target = () => ({ dbFile: path.join(state.dir, 'site.db'), url: state.url })
    const postPath = (slug: string) => `/resource/${state.post.type}/${state.post.id}-${slug}`

    /** Opens the post's editor, changes its address name and publishes, without waiting. */
    async function publishNewSlug(page: Page, slug: string) {
      await page.context().addCookies(state.cookies)
      await page.goto(`http://127.0.0.1:${port}/admin/posts/${state.post.id}`)
      // The story's editor loads after hydration and grows the form as it starts: a click before
      // that can land where the button was (once, in CI, no save was sent). Wait for it.
      await expect(page.getByRole('textbox', { name: /^Story/ })).toHaveAttribute(
        'contenteditable',
        'true',
      )
      await page.getByLabel('Address name').fill(slug)
      // The answer never comes (the process is killed while the save waits): not awaited here.
      void page
        .getByRole('button', { name: 'Publish changes' })
        .click()
        .catch(() => {})
    }

    test.beforeAll(async ({ browser }) => {
      state.dir = mkdtempSync(path.join(tmpdir(), `site-crash-save-${engine}-`))
      state.env = { APP_SECRET: 'crash-save-test-secret-0123456789abcdef' }
      if (engine === 'postgres') {
        const problem = await postgresProblem()
        // As the model tests: required when TEST_DATABASE_URL names it (CI), else used when a
        // local server answers.
        if (problem && process.env.TEST_DATABASE_URL) throw new Error(`PostgreSQL: ${problem}`)
        if (problem) return
        const db = await createDatabase('crashsave')
        state.dropDb = db.drop
        state.url = db.url
        state.env.DATABASE_URL = state.url
      }
      // Started here with the first test's hook, and left running for it: the first start of a
      // fresh database (migrations, sample content) and the sign-in are set-up, not the test.
      const server = await start({ FAULT_HOOKS: 'pause-in-save' })
      // An editor, enrolled and signed in (password, then a TOTP code).
      const page = await browser.newPage()
      await enrolOn(page, server, 'editor')
      state.cookies = await page.context().cookies()
      await page.close()

      const post = await counts(
        engine,
        target(),
        "select id, type, slug from posts where status = 'published' order by id limit 1",
      )
      state.post = { id: Number(post.id), type: String(post.type), slug: String(post.slug) }
    })

    test.beforeEach(() => {
      test
        .info()
        .skip(
          engine === 'postgres' && !state.dropDb,
          'PostgreSQL not reachable on 127.0.0.1:5432: the PostgreSQL half is not run',
        )
    })

    test.afterAll(async () => {
      await state.server?.kill('SIGKILL')
      await state.dropDb?.()
      if (state.dir) rmSync(state.dir, { recursive: true, force: true })
    })

    test('killed inside the save’s transaction: after a restart nothing of the save is there', async ({
      page,
    }) => {
      let server = state.server!
      const slug = `killed-mid-save-${randomBytes(3).toString('hex')}`
      await publishNewSlug(page, slug)
      await reached(server, 'pause-in-save')
      await server.kill('SIGKILL')

      server = await start()
      expect(await counts(engine, target(), traces(state.post.id, slug))).toEqual({
        slug: state.post.slug,
        revisions: 0,
        audits: 0,
        redirects: 0,
      })
      // The site serves the post at its old address, and nothing at the new one.
      expect((await fetch(`${server.base}${postPath(state.post.slug)}`)).status).toBe(200)
      const gone = await fetch(`${server.base}${postPath(slug)}`, { redirect: 'manual' })
      expect(gone.status).not.toBe(200)
      await server.stop()
      state.server = null
    })

    test('killed after the commit, before the answer: after a restart all of the save is there', async ({
      page,
    }) => {
      let server = await start({ FAULT_HOOKS: 'pause-after-save' })
      const slug = `saved-then-killed-${randomBytes(3).toString('hex')}`
      await publishNewSlug(page, slug)
      await reached(server, 'pause-after-save')
      await server.kill('SIGKILL')

      server = await start()
      expect(await counts(engine, target(), traces(state.post.id, slug))).toEqual({
        slug,
        revisions: 1,
        audits: 1,
        redirects: 1,
      })
      // The old address sends visitors to the new one, which shows the post.
      const moved = await fetch(`${server.base}${postPath(state.post.slug)}`, {
        redirect: 'manual',
      })
      expect(moved.status).toBe(301)
      expect(new URL(moved.headers.get('location')!, server.base).pathname).toBe(postPath(slug))
      expect((await fetch(`${server.base}${postPath(slug)}`)).status).toBe(200)
      // And the console shows the saved address to the editor.
      await page.context().addCookies(state.cookies)
      await page.goto(`${server.base}/admin/posts/${state.post.id}`)
      await expect(page.getByLabel('Address name')).toHaveValue(slug)
      await server.stop()
      state.server = null
    })
  })
}
