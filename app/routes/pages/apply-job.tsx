import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { PageLink } from '#app/components/links.tsx'
import { DataNotice } from '#app/components/forms/data-notice.tsx'
import { SiteForm } from '#app/components/forms/site-form.tsx'
import { BandHeader } from '#app/components/ui/band-header.tsx'
import { Region } from '#app/components/ui/section.tsx'
import { JOB_FIELD, applyFields, applyRules } from '#app/domain/forms/apply.ts'
import { applyForm, chooseJob, type JobChoice } from '#app/domain/forms/apply.server.ts'
import { formPageHandle, keptFormRevalidation, sendOrOffline } from '#app/domain/forms/fields.ts'
import { formPageData, formPageHeaders, submitForm } from '#app/domain/forms/submit.server.ts'
import { seo } from '#app/routing/seo.ts'
import { applyPath, jobPath, paths } from '#app/routing/paths.ts'
import type { Route } from './+types/apply-job'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { pageMemo } from '#app/components/page-data.tsx'

export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const params = url.searchParams
  let job: JobChoice = { state: 'none' }
  try {
    job = await chooseJob(context.db, params.get('job'))
  } catch (error) {
    // The form works without the job's title; the application is then a general one.
    context.log.error({ err: error }, 'apply: the job could not be read')
    job = { state: 'unavailable' }
  }
  return formPageData(url, context, 'apply', {
    job: job.state === 'open' ? { ...job, path: jobPath(job) } : job,
  })
}

export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const job = url.searchParams.get('job')
  const back = applyPath({ sent: true, jobId: job && /^\d{1,9}$/.test(job) ? Number(job) : null })
  return submitForm(request, context, applyForm, back)
}

export const clientAction = (args: Route.ClientActionArgs) => sendOrOffline(args, 'apply')

export const shouldRevalidate = keptFormRevalidation

export const headers: Route.HeadersFunction = formPageHeaders

export const handle = formPageHandle

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Apply Job',
    description:
      'Apply for a job at our rural commerce company: share your name, e-mail, phone number and a link to your resume.',
    path: paths.apply,
  })

function ApplyJobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n()
  const { job } = loaderData
  // The shell kept on the phone (docs/offline.md) was drawn for no job: the link's job, once the
  // page runs, so an application sent from it still names the job.
  const { search } = useLocation()
  const [linkedJob, setLinkedJob] = useState<string | null>(null)
  useEffect(() => {
    const id = loaderData.shell ? new URLSearchParams(search).get('job') : null
    setLinkedJob(id && /^\d{1,9}$/.test(id) ? id : null)
  }, [loaderData.shell, search])
  return (
    <>
      <BandHeader
        tone="leaf"
        eyebrow={t('Careers')}
        title={t('Apply Job')}
        lead={t(
          'Grow with a team that brings better shops to rural Karnataka. It takes a minute: your contact details and a link to your resume.',
        )}
      />

      <div className="container-page section grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Region
          id="form-heading"
          title={t('Enter the details below')}
          titleClassName="text-2xl"
          className="card p-6 sm:p-8"
        >
          {job.state === 'open' ? (
            <p className="mt-4 rounded-xl border border-leaf/30 bg-leaf-soft px-4 py-3">
              <span className="block text-sm font-semibold text-leaf">{t('Applying for')}</span>
              <PageLink
                to={job.path}
                className="text-lg font-bold underline-offset-4 hover:underline"
              >
                {job.title}
              </PageLink>
            </p>
          ) : null}
          {job.state === 'unavailable' ? (
            <p role="note" className="mt-4 rounded-xl bg-turmeric-soft px-4 py-3">
              The job in your link is no longer open, so your application will reach our hiring team
              as a general application. You can also{' '}
              <PageLink to={paths.jobs} className="font-semibold">
                see the jobs that are open now
              </PageLink>
              .
            </p>
          ) : null}
          <div className="mt-6">
            <SiteForm
              fields={applyFields}
              rules={applyRules}
              token={loaderData.token}
              sent={loaderData.sent}
              actionData={actionData}
              hidden={
                job.state === 'open'
                  ? { [JOB_FIELD]: String(job.id) }
                  : linkedJob
                    ? { [JOB_FIELD]: linkedJob }
                    : undefined
              }
              columns={1}
              texts={{
                submit: t('Submit'),
                busy: t('Submitting...'),
                success: t('Applied Successfully!'),
              }}
              footer={
                <DataNotice
                  purpose={t('We use them only to consider you for a job with us.')}
                  retentionDays={loaderData.retentionDays}
                />
              }
            />
          </div>
        </Region>

        <Region
          as="aside"
          id="steps-heading"
          title={t('What happens next')}
          className="card bg-sand p-6"
        >
          <ol className="mt-4 space-y-4">
            {[
              [
                t('Send your details'),
                t('Your name, e-mail, phone number and a link to your resume.'),
              ],
              [
                t('We read every application'),
                t('Our hiring team compares it with the open roles.'),
              ],
              [t('We call you'), t('If your profile fits, we call you to plan an interview.')],
            ].map(([title, text], i) => (
              <li key={title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white"
                >
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-6">
            <PageLink to={paths.jobs} className="btn-outline">
              {t('See open jobs')}
            </PageLink>
          </p>
        </Region>
      </div>
    </>
  )
}

export default pageMemo(ApplyJobPage)
