import { Form } from 'react-router'
import { CsrfInput, SubmitButton, Time } from './ui.tsx'

/** What the editor knows of review before publishing for the language shown (content-edit.tsx). */
export type ReviewBannerData = {
  lang: 'en' | 'kn'
  /** A submission of this language's draft waiting for a reviewer. */
  waiting: { by: string | null; at: number } | null
  /** The last submission was sent back (and none waits since): by whom, when, and why. */
  sentBack: { by: string | null; at: number; comment: string } | null
  /** The person may approve or send back this kind's submissions. */
  reviewer: boolean
  commentMax: number
}

const languageOf = { en: 'English', kn: 'Kannada' } as const

/**
 * The banner of review before publishing on an item's editor: a reviewer approves (publishes the
 * waiting draft) or sends it back with a comment, which is required; everyone else sees that it
 * waits, or why it was sent back. Plain forms: they work without JavaScript and by keyboard.
 */
export function ReviewBanner({
  review,
  csrf,
  error,
  comment,
}: {
  review: ReviewBannerData
  csrf: string
  /** The send-back's refusal: its comment was missing or too long. */
  error?: string
  /** What was typed, kept after a refusal. */
  comment?: string
}) {
  const { waiting, sentBack, reviewer, lang } = review
  const language = languageOf[lang]
  if (waiting)
    return (
      <section
        aria-labelledby="review-heading"
        className="mb-4 rounded-xl border-2 border-turmeric bg-turmeric-soft p-4 sm:p-5"
      >
        <h2 id="review-heading" className="text-lg">
          Waiting for review
        </h2>
        <p className="mt-1">
          {waiting.by ?? 'Someone'} submitted the {language} draft for review,{' '}
          <Time ms={waiting.at} />.{' '}
          {reviewer
            ? 'Approve publishes it on the site as it is below; Send back keeps it as a draft and tells its author why.'
            : 'A reviewer publishes it or sends it back; the site shows the published version until then.'}
        </p>
        {reviewer ? (
          <div className="mt-4 grid gap-4 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
            <Form method="post">
              <CsrfInput token={csrf} />
              <input type="hidden" name="lang" value={lang} />
              <SubmitButton name="intent" value="approve" busy="Publishing…">
                Approve and publish
              </SubmitButton>
            </Form>
            <Form method="post" className="min-w-0">
              <CsrfInput token={csrf} />
              <input type="hidden" name="lang" value={lang} />
              <label htmlFor="review-comment" className="block font-semibold">
                Why it goes back (the author reads this)
              </label>
              <textarea
                id="review-comment"
                name="comment"
                rows={3}
                required
                maxLength={review.commentMax}
                defaultValue={comment ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'review-comment-error' : undefined}
                className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink"
              />
              {error ? (
                <p id="review-comment-error" className="mt-1 font-semibold text-danger">
                  {error}
                </p>
              ) : null}
              <div className="mt-3">
                <SubmitButton variant="outline" name="intent" value="send-back" busy="Sending…">
                  Send back
                </SubmitButton>
              </div>
            </Form>
          </div>
        ) : null}
      </section>
    )
  if (sentBack)
    return (
      <section
        aria-labelledby="review-heading"
        className="mb-4 rounded-xl border-2 border-danger/40 bg-red-50 p-4 sm:p-5"
      >
        <h2 id="review-heading" className="text-lg">
          Sent back
        </h2>
        <p className="mt-1">
          {sentBack.by ?? 'A reviewer'} sent the {language} draft back, <Time ms={sentBack.at} />:
        </p>
        <blockquote className="mt-2 border-l-4 border-danger/40 pl-3 break-words whitespace-pre-wrap">
          {sentBack.comment}
        </blockquote>
        <p className="mt-2 text-sm">The draft is kept as it was: change it and submit it again.</p>
      </section>
    )
  return null
}
