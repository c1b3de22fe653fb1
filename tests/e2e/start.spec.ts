import { expect, test } from '@playwright/test'
import { startPrivateServer } from '../../scripts/support/private-server.js'

// `npm start` as the README gives it, with no NODE_ENV in the environment: React and React Router
// pick their production or development build from process.env.NODE_ENV when first imported, so
// bin/site.js must set it before the server build loads. Until it did, a plain `npm start`
// rendered every page with React's development build (slower, and made for a developer's
// console). Its own server on E2E_PORT + 14.
const port = Number(process.env.E2E_PORT ?? 4310) + 14

const listening = (output: string) =>
  output.split('\n').find((line) => line.includes('"msg":"server listening"')) ?? ''

test('npm start without NODE_ENV renders with React’s production build; a wrong NODE_ENV is warned about', async () => {
  // An empty NODE_ENV is "not set", as in a shell where nobody exported it.
  let server = await startPrivateServer({ port, env: { NODE_ENV: '', LOG_LEVEL: 'info' } })
  try {
    await expect.poll(() => listening(server.output())).toContain('"react":"production"')
    expect((await fetch(`${server.base}/`)).status).toBe(200)
  } finally {
    await server.stop()
  }
  // The warning would come right after the listening line; once the last line ("stopped") has
  // arrived, everything before it has too.
  await expect.poll(() => server.output()).toContain('"msg":"stopped"')
  expect(server.output()).not.toContain('NODE_ENV is not')

  server = await startPrivateServer({ port, env: { NODE_ENV: 'development', LOG_LEVEL: 'info' } })
  try {
    await expect.poll(() => listening(server.output())).toContain('"react":"development"')
    await expect
      .poll(() => server.output())
      .toContain(
        'NODE_ENV is not \\"production\\": React renders with its slower development build',
      )
  } finally {
    await server.stop()
  }
})
