import { test } from '@playwright/test'
import { startPrivateServer } from '../../../scripts/support/private-server.js'

type PrivateServer = Awaited<ReturnType<typeof startPrivateServer>>

/**
 * A server of the calling file's own: the production build on 127.0.0.1 at `E2E_PORT + offset`
 * (docs/testing.md keeps the table of offsets), with a fresh SQLite file. It starts in the file's
 * first `beforeAll`, so call this before the file's other hooks, and stops after its tests, which
 * run one after another: they share it. `base` and `port` are there at once (for
 * `test.use({ baseURL })`); the rest (`env`, `dbFile`, `output()` …) once the server has started.
 */
export function serverOfItsOwn(offset: number): PrivateServer {
  const port = Number(process.env.E2E_PORT ?? 4310) + offset
  const started: Partial<PrivateServer> = { base: `http://127.0.0.1:${port}`, port }
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    Object.assign(started, await startPrivateServer({ port }))
  })
  test.afterAll(async () => {
    await started.stop?.()
  })
  return started as PrivateServer
}
