import net from 'node:net'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseEnv } from '#app/platform/env.server.ts'
import { SecretBox } from '#app/platform/secret-box.server.ts'
import { testMedia } from '#tests/setup/context.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { createApp } from './app.ts'
import { createHttpServer, serverLimits, type ServerLimits } from './http-server.ts'

// Slow clients (slowloris) must not hold connections forever, and the limits that stop them must
// not stop honest clients: about a thousand at once are served. The limits are shortened here so
// the test runs in seconds; production's are in serverLimits. Everything stays on 127.0.0.1.
const limits: ServerLimits = {
  headersTimeout: 1_000,
  requestTimeout: 2_000,
  keepAliveTimeout: 30_000,
  connectionsCheckingInterval: 100,
}
const HONEST = 1_000
const SLOW = 40

let db: TestDb
let port: number
let close: () => Promise<void>

beforeAll(async () => {
  db = await createTestDb('sqlite')
  const app = createApp(
    {
      env: parseEnv({ NODE_ENV: 'test' }),
      dbHandle: db,
      media: await testMedia(),
      log: pino({ level: 'silent' }),
      appSecret: 'x'.repeat(32),
      secretBox: new SecretBox(Buffer.alloc(32, 7)),
    },
    {
      build: () => Promise.reject(new Error('no pages in this test')) as Promise<ServerBuild>,
      mode: 'test',
    },
  )
  const server = createHttpServer(app, limits)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
  close = () =>
    new Promise((r) => {
      server.closeAllConnections()
      server.close(() => r())
    })
})
afterAll(async () => {
  await close?.()
  await db?.drop()
})

test('production limits: headers within 20 s, a whole request within 2 min, idle keep-alive 65 s', () => {
  expect(serverLimits).toEqual({
    headersTimeout: 20_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 65_000,
    connectionsCheckingInterval: 2_000,
  })
  // A proxy's idle timeout is usually 60 s: ours must be longer so it closes first.
  expect(serverLimits.keepAliveTimeout).toBeGreaterThan(60_000)
})

/** A client that sends `head` and then one more line (or byte) every 100 ms, for as long as it may. */
function slowClient(head: string, drip: (i: number) => string) {
  return new Promise<{ reply: string; lastedMs: number; drips: number }>((resolve, reject) => {
    const started = Date.now()
    const socket = net.connect(port, '127.0.0.1')
    let reply = ''
    let drips = 0
    let timer: NodeJS.Timeout | undefined
    // A generous guard: a server that never cuts the client off fails here, not by hanging.
    const guard = setTimeout(() => {
      socket.destroy()
      reject(new Error(`still connected after 15 s, ${drips} drips: the server did not cut it off`))
    }, 15_000)
    socket.setEncoding('latin1')
    socket.on('connect', () => {
      socket.write(head)
      timer = setInterval(() => {
        if (socket.writable) socket.write(drip(drips++))
      }, 100)
    })
    socket.on('data', (chunk) => (reply += chunk))
    socket.on('error', () => {}) // a reset after the 408 is the same outcome
    socket.on('close', () => {
      clearInterval(timer)
      clearTimeout(guard)
      resolve({ reply, lastedMs: Date.now() - started, drips })
    })
  })
}

/** An honest keep-alive client: one request, the whole answer, then it stays connected. */
function honestClient() {
  return new Promise<{ status: string; socket: net.Socket }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let reply = ''
    socket.setEncoding('latin1')
    socket.on('connect', () => socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`))
    socket.on('data', (chunk) => {
      reply += chunk
      if (reply.includes('\r\n\r\n') && reply.endsWith('}'))
        resolve({ status: reply.slice(0, 12), socket })
    })
    socket.on('error', reject)
    socket.on('close', () =>
      reject(new Error(`closed before the answer: ${JSON.stringify(reply)}`)),
    )
  })
}

test('header and body tricklers are cut off with 408 while a thousand honest connections are served', async () => {
  const headerTricklers = Array.from({ length: SLOW / 2 }, () =>
    slowClient('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', (i) => `X-Trickle-${i}: a\r\n`),
  )
  const bodyTricklers = Array.from({ length: SLOW / 2 }, () =>
    slowClient(
      'POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
      () => 'a',
    ),
  )
  const honest = await Promise.all(Array.from({ length: HONEST }, honestClient))
  // All of them connected at the same moment, each answered 200.
  expect(honest.filter((h) => !h.socket.destroyed)).toHaveLength(HONEST)
  expect(new Set(honest.map((h) => h.status))).toEqual(new Set(['HTTP/1.1 200']))
  for (const h of honest) h.socket.destroy()

  const headers = await Promise.all(headerTricklers)
  for (const r of headers) {
    expect(r.reply).toMatch(/^HTTP\/1\.1 408 /)
    // Cut at the headers limit, not before (a lower bound, so a slow machine cannot fail it).
    expect(r.lastedMs).toBeGreaterThanOrEqual(limits.headersTimeout - 50)
  }
  const bodies = await Promise.all(bodyTricklers)
  for (const r of bodies) {
    expect(r.reply).toMatch(/^HTTP\/1\.1 408 /)
    expect(r.lastedMs).toBeGreaterThanOrEqual(limits.requestTimeout - 50)
    // Cut off before it sent its whole (1,000-byte) body.
    expect(r.drips).toBeLessThan(1_000)
  }
})
