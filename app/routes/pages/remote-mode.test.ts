import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { seededAndBrokenDbs } from '#tests/setup/db.ts'
import { loaderOutcome } from '#tests/setup/loader-outcome.tsx'
import { RemoteApi } from '#app/platform/remote-api.server.ts'
import { PageTags } from '#app/platform/page-tags.server.ts'
import { loader as jobLoader } from './job.tsx'
import type { Route } from './+types/job'
import { contentSource, remoteReadOnly } from '#app/domain/source/content-source.server.ts'

// A source we script per call: the remote side of remote mode, without a second server.
let answers: Record<string, (res: http.ServerResponse) => void> = {}
let server: http.Server
let base: string
const dbs = seededAndBrokenDbs()
const log = { warn: () => {}, info: () => {} }

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const answer = answers[(req.url ?? '').replace('/api/v2/', '')]
      if (answer) answer(res)
      else res.writeHead(500).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const json = (status: number, body: unknown) => (res: http.ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
const job = (status: 'Open' | 'Closed') => ({
  error: false,
  message: '',
  data: {
    data: [{ id: 7, slug: 'packer', job_title: 'Packer', job_location: 'Hassan', status }],
  },
})

async function remoteContext(on = dbs.db) {
  const api = new RemoteApi({ baseUrl: base, timeoutMs: 60_000, ttlMs: 0, log })
  return testContext(on.db, { remote: { api }, pageTags: new PageTags() })
}
const loadJob = async (ctx: Awaited<ReturnType<typeof remoteContext>>) =>
  loaderOutcome(() =>
    jobLoader(
      loaderArgs('/opportunity-detail/7-packer', ctx, {
        id: '7-packer',
      }) as unknown as Route.LoaderArgs,
    ),
  )

test('database by default; in remote mode the page is marked remote and never page-cached', async () => {
  const local = await testContext(dbs.db.db, { pageTags: new PageTags() })
  expect(contentSource(local).kind).toBe('database')
  expect(local.remoteContent).toBeUndefined()
  expect(local.pageTags!.uncacheable).toBe(false)
  const ctx = await remoteContext()
  expect(contentSource(ctx).kind).toBe('remote')
  expect(ctx.remoteContent).toBe(true)
  expect(ctx.pageTags!.uncacheable).toBe(true)
})

test('a remote job page: open 200, closed 410, unknown 404, no answer 503 with the visitor message', async () => {
  answers = { getJobOpeningDetail: json(200, job('Open')) }
  expect((await loadJob(await remoteContext())).status).toBe(200)
  answers = { getJobOpeningDetail: json(200, job('Closed')) }
  expect((await loadJob(await remoteContext())).status).toBe(410)
  answers = { getJobOpeningDetail: json(404, { error: true, message: 'No such job' }) }
  expect((await loadJob(await remoteContext())).status).toBe(404)
  answers = { getJobOpeningDetail: json(200, { error: true, message: 'ERP database down' }) }
  const failed = await loadJob(await remoteContext())
  expect(failed.status).toBe(503)
  expect(JSON.stringify(failed)).toContain('the job could not be loaded')
  expect(JSON.stringify(failed)).not.toContain('ERP database down')
  // A broken local database does not matter: the page reads the source.
  answers = { getJobOpeningDetail: json(200, job('Open')) }
  expect((await loadJob(await remoteContext(dbs.broken))).status).toBe(200)
})

test('the console refuses saves of remote kinds in remote mode only', async () => {
  const ctx = await remoteContext()
  expect(remoteReadOnly(ctx, { kind: 'jobs', label: 'Jobs' })).toMatch(/ERP.*cannot be saved/)
  expect(remoteReadOnly(ctx, { kind: 'copy', label: 'Page copy' })).toBeNull()
  expect(remoteReadOnly(await testContext(dbs.db.db), { kind: 'jobs', label: 'Jobs' })).toBeNull()
})
