import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, test } from 'vitest'
import { readHtml } from '#tests/setup/screen.ts'
import { ErrorPage, describeError } from './error-page.tsx'

function errorResponse(status: number, payload: unknown = {}) {
  // What a loader's thrown `data(…, { status })` becomes by the time a boundary sees it.
  return { status, statusText: '', internal: false, data: payload }
}

test('404, 410 and 503 get their own titles; a loader can name where to go back to', () => {
  expect(describeError(errorResponse(404))).toMatchObject({ status: 404, title: 'Page not found' })
  expect(
    describeError(errorResponse(410, { back: { to: '/opportunity', label: 'See open jobs' } })),
  ).toMatchObject({
    status: 410,
    title: 'No longer available',
    back: { to: '/opportunity', label: 'See open jobs' },
  })
  expect(describeError(errorResponse(503)).title).toBe('Temporarily unavailable')
})

test('an unexpected error is a 500 page that never shows the error text', () => {
  const described = describeError(new Error('SQLITE_CORRUPT at /var/lib/secret.db'))
  expect(described).toMatchObject({ status: 500, title: 'Something went wrong' })
  const router = createMemoryRouter([
    { path: '/', element: <ErrorPage error={new Error('SQLITE_CORRUPT at /var/lib/secret.db')} /> },
  ])
  const html = renderToString(<RouterProvider router={router} />)
  expect(html).toContain('Something went wrong')
  expect(html).toContain('Error 500')
  expect(html).not.toContain('SQLITE_CORRUPT')
  expect(html).toContain('href="/"')
})

test('a 503 with a message shows the spec\'s "Error: …" as an alert, worded for visitors', () => {
  const error = errorResponse(503, { message: 'the job could not be loaded. Please try again.' })
  const router = createMemoryRouter([{ path: '/', element: <ErrorPage error={error} /> }])
  const screen = readHtml(renderToString(<RouterProvider router={router} />))
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Temporarily unavailable')
  expect(screen.getByRole('alert').textContent).toBe(
    'Error: the job could not be loaded. Please try again.',
  )
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
})
