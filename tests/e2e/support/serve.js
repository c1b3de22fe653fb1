// Starts the production build on a fresh SQLite database for the browser tests.
// Usage: node tests/e2e/support/serve.js <name> <port>. The database is data/e2e/<name>.db, so
// tests can open it (tests/e2e/support/db.ts) to arrange or inspect state.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { e2eAppSecret } from './app-secret.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const [name = 'main', port = '4310'] = process.argv.slice(2)
const dir = path.join(root, 'data/e2e')
mkdirSync(dir, { recursive: true })
for (const suffix of ['', '-wal', '-shm'])
  rmSync(path.join(dir, `${name}.db${suffix}`), { force: true })
// Where MAIL_TRANSPORT=log writes each message, for tests to read (tests/e2e/support/db.ts).
const outbox = path.join(dir, `outbox-${name}`)
rmSync(outbox, { recursive: true, force: true })

/**
 * Settings each test server runs with. Production defaults apply to anything not named here:
 * "faults" keeps the real time-trap (2 s) and rate limit (20 per 10 minutes) so one test covers
 * each at its real value, and trusts one proxy hop so each test can post from its own address
 * (X-Forwarded-For). "main" relaxes both for the many ordinary form posts.
 */
const perServer = {
  main: { FORM_MIN_SECONDS: '0', RATE_LIMIT_MAX: '100000' },
  // The faults server breaks its database and arranges content under the running server on purpose:
  // it runs without the page cache, so each test sees what the database says at that moment.
  faults: { TRUST_PROXY: '1', PAGE_CACHE: 'off' },
}

const child = spawn(process.execPath, [path.join(root, 'bin/site.js'), 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SKIP_BUILD: '1',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${path.join(dir, `${name}.db`)}`,
    MEDIA_DIR: path.join(dir, 'media'),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    MAIL_TRANSPORT: 'log',
    MAIL_LOG_DIR: outbox,
    MFA_KEY_FILE: path.join(dir, `${name}-mfa.key`),
    // Known to the tests, which sign back-dated time-trap tokens with it (support/forms.ts).
    APP_SECRET: e2eAppSecret,
    ...perServer[name],
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
