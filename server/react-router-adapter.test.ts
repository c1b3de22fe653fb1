import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, expect, test } from 'vitest'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { fakeServerBuild } from '#tests/setup/server-build.ts'
import { createPageHandler } from './react-router-adapter'

// The adapter between Express and React Router, on a one-route build: what a loader's
// request.signal says when the visitor leaves, and when the answer was sent in full.

let loaderSignal: AbortSignal | null = null
let releaseLoader: () => void = () => {}

function oneRouteBuild(): ServerBuild {
  return fakeServerBuild(
    (_req: Request, status: number, headers: Headers) => {
      headers.set('Content-Type', 'text/html')
      headers.set('Content-Length', '4')
      return new Response('page', { status, headers })
    },
    {
      root: {
        path: '',
        hasLoader: true,
        module: {
          default: () => null,
          loader: async ({ request }: { request: Request }) => {
            loaderSignal = request.signal
            await new Promise<void>((resolve) => (releaseLoader = resolve))
            return null
          },
        },
      },
    },
  )
}

let server: http.Server | null = null
afterEach(async () => {
  loaderSignal = null
  server?.closeAllConnections()
  await new Promise((r) => server?.close(r))
})

async function serve(): Promise<number> {
  const app = express()
  app.all(
    '/{*splat}',
    createPageHandler({
      build: oneRouteBuild(),
      mode: 'production',
      getLoadContext: () => ({}) as AppLoadContext,
    }),
  )
  server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server!.once('listening', r))
  return (server.address() as AddressInfo).port
}

/** Resolves once the loader runs: it then waits until releaseLoader() is called. */
async function loaderStarted(): Promise<AbortSignal> {
  while (!loaderSignal) await new Promise((r) => setImmediate(r))
  return loaderSignal
}

test("a visitor who leaves before the answer aborts the loaders' signal", async () => {
  const port = await serve()
  const req = http.get({ host: '127.0.0.1', port, path: '/' })
  req.on('error', () => {})
  const signal = await loaderStarted()
  expect(signal.aborted).toBe(false)
  const aborted = new Promise((r) => signal.addEventListener('abort', r))
  req.destroy()
  await aborted
  expect(signal.aborted).toBe(true)
  releaseLoader()
})

test('an answer sent in full leaves the signal alone when the connection closes', async () => {
  const port = await serve()
  const closed = new Promise<void>((resolve) => {
    server!.once('connection', (socket) => socket.once('close', () => resolve()))
  })
  const body = new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve(text))
      })
      .on('error', reject)
  })
  const signal = await loaderStarted()
  releaseLoader()
  expect(await body).toBe('page')
  // The response's 'close' has run by the time the socket has closed.
  await closed
  expect(signal.aborted).toBe(false)
})
