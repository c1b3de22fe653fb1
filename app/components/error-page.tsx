import { isRouteErrorResponse } from 'react-router'
import { PageLink } from '#app/components/links.tsx'
import type { ErrorPayload } from '#app/utils/http.ts'
import { SectionError } from './ui/section-error.tsx'
import { paths } from '#app/routing/paths.ts'
import { useI18n } from '#app/i18n/i18n.tsx'

const texts: Record<number, { title: string; message: string }> = {
  404: {
    title: 'Page not found',
    message:
      'We could not find the page you asked for. It may have moved, or the link may be mistyped.',
  },
  410: {
    title: 'No longer available',
    message: 'This page has been removed and will not come back.',
  },
  503: {
    title: 'Temporarily unavailable',
    message: 'We cannot show this page right now. Please try again in a few minutes.',
  },
  500: {
    title: 'Something went wrong',
    message: 'Something went wrong on our side. Please try again, or go back to the home page.',
  },
}

/** Status, title and message for any error a route throws; never a stack trace or driver text. */
export function describeError(error: unknown): {
  status: number
  title: string
  message: string
  back?: ErrorPayload['back']
  /** What could not be read, when a loader said so (a 503 with a message). */
  unavailable?: string
} {
  if (isRouteErrorResponse(error)) {
    const status = texts[error.status] ? error.status : error.status >= 500 ? 500 : 404
    const payload = (typeof error.data === 'object' && error.data ? error.data : {}) as ErrorPayload
    const base = texts[status]!
    return {
      status: error.status,
      title: base.title,
      message: payload.message ?? base.message,
      back: payload.back,
      unavailable: error.status === 503 ? payload.message : undefined,
    }
  }
  return { status: 500, ...texts[500]! }
}

/** The friendly error page shown inside the header and footer, with links back. */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, title, message, back, unavailable } = describeError(error)
  const { t } = useI18n()
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-start justify-center py-16"
      aria-labelledby="error-title"
    >
      <p className="text-sm font-semibold tracking-wide text-leaf uppercase">
        {t('Error {status}', { status: String(status) })}
      </p>
      <h1 id="error-title" className="mt-2 text-3xl sm:text-4xl">
        {t(title)}
      </h1>
      {status === 503 && unavailable ? (
        // The spec's "Error: <message>" in red, where the page's data would be (DESIGN.md
        // "Routes" 4), worded for visitors by the loader.
        <div className="mt-4 max-w-prose">
          <SectionError message={unavailable} />
        </div>
      ) : (
        <p className="mt-4 max-w-prose text-lg text-muted">{t(message)}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {back ? (
          <PageLink to={back.to} className="btn-primary">
            {t(back.label)}
          </PageLink>
        ) : null}
        <PageLink to={paths.home} className={back ? 'btn-outline' : 'btn-primary'}>
          {t('Go to the home page')}
        </PageLink>
        <PageLink to={paths.contact} className="btn-outline">
          {t('Contact us')}
        </PageLink>
      </div>
    </section>
  )
}
