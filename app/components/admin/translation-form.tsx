import { Form, Link } from 'react-router'
import type { Field, Option } from '#app/domain/content/fields.ts'
import { ContentFields } from './content-fields.tsx'
import { Badge, CsrfInput, SubmitButton, Time } from './ui.tsx'

/**
 * The language tabs of an editor whose kind has fields in Kannada: real links (`?lang=kn`), so
 * they work without JavaScript and each view has its own address.
 */
export function LanguageTabs({ path, lang }: { path: string; lang: 'en' | 'kn' }) {
  const tab = (active: boolean) =>
    `-mb-px inline-block rounded-t-lg border px-4 py-2 font-semibold no-underline ${
      active
        ? 'contrast-chosen border-slate-200 border-b-white bg-white text-ink'
        : 'border-transparent text-primary hover:bg-primary-soft'
    }`
  return (
    <nav aria-label="Language of the content" className="mb-4 border-b border-slate-200">
      <ul className="flex flex-wrap gap-1">
        <li>
          <Link
            to={path}
            className={tab(lang === 'en')}
            aria-current={lang === 'en' ? 'page' : undefined}
          >
            English
          </Link>
        </li>
        <li>
          <Link
            to={`${path}?lang=kn`}
            className={tab(lang === 'kn')}
            aria-current={lang === 'kn' ? 'page' : undefined}
          >
            <span lang="kn">ಕನ್ನಡ</span> Kannada
          </Link>
        </li>
      </ul>
    </nav>
  )
}

export type TranslationFormData = {
  fields: Field[]
  english: Record<string, string>
  values: Record<string, string>
  published: Record<string, string>
  needing: string[]
  draft: { by: string | null; at: number } | null
}

/** What the Kannada stands at, in one line: published, a draft waiting, needs translation. */
function statusOf(t: TranslationFormData): { text: string; tone: 'good' | 'warn' | 'info' } {
  const draft = t.draft ? ' A Kannada draft is waiting; the Kannada page does not show it yet.' : ''
  if (t.needing.length)
    return {
      tone: 'warn',
      text: `Needs translation: ${t.needing.length} ${t.needing.length === 1 ? 'field has' : 'fields have'} no Kannada, or Kannada older than the English.${draft}`,
    }
  if (t.draft) return { tone: 'info', text: `Draft.${draft}` }
  return { tone: 'good', text: 'Published: the Kannada page shows this Kannada.' }
}

/**
 * The Kannada view of an item: each translated field's English, read only, beside its Kannada
 * input (side by side from 1024 px, one above the other on a phone). A field left empty shows
 * its English on the Kannada page. "Save Kannada draft" keeps it out of sight; "Publish Kannada"
 * puts it on the Kannada page at once.
 */
export function TranslationForm({
  translation: t,
  action,
  csrf,
  errors,
  values,
  readOnly,
  version,
  overwrites,
  submitForReview = false,
}: {
  translation: TranslationFormData
  action: string
  csrf: string
  errors: Record<string, string>
  values: Record<string, string>
  readOnly: boolean
  /** The Kannada version the form was opened at (the edit-conflict check). */
  version: number | null
  /** After a conflict: the newer version seen; Enter then saves nothing (see the English form). */
  overwrites: number | null
  /** The person submits this kind for review (review before publishing) instead of publishing. */
  submitForReview?: boolean
}) {
  const status = statusOf(t)
  const options: Record<string, Option[]> = {}
  return (
    <Form
      method="post"
      action={action}
      id="translation-form"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
      onSubmit={(event) => {
        if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'kn-stay')
          event.preventDefault()
      }}
    >
      <CsrfInput token={csrf} />
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}
      {overwrites !== null ? <input type="hidden" name="overwrites" value={overwrites} /> : null}
      {/* Enter in a field saves a draft, never publishes (as in the English editor); while a
        conflict is shown it saves nothing: overwriting is chosen with its own button. */}
      <button
        type="submit"
        name="intent"
        value={overwrites !== null ? 'kn-stay' : 'kn-draft'}
        formNoValidate={overwrites !== null}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      >
        Save Kannada draft
      </button>
      <p className="flex flex-wrap items-baseline gap-2" data-testid="translation-status">
        <span className="font-semibold">
          <span lang="kn">ಕನ್ನಡ</span> Kannada:
        </span>
        <Badge tone={status.tone}>
          {status.tone === 'warn' ? 'needs translation' : t.draft ? 'draft' : 'published'}
        </Badge>
        <span className="text-muted">{status.text}</span>
      </p>
      {t.draft ? (
        <p className="mt-1 text-sm text-muted">
          You are editing the Kannada draft saved by {t.draft.by ?? 'someone'},{' '}
          <Time ms={t.draft.at} />.
        </p>
      ) : null}
      <p className="mt-2 text-sm text-muted">
        Leave a field empty to show its English there. Figures, dates, pictures, Open or Closed and
        the schedule are the same in both languages: change them under English.
      </p>
      <fieldset
        disabled={readOnly ? true : undefined}
        role={readOnly ? undefined : 'none'}
        className="m-0 mt-2 min-w-0 border-0 p-0"
      >
        {t.fields.map((f) => {
          const english = t.english[f.name] ?? ''
          const needs = t.needing.includes(f.name)
          return (
            <div
              key={f.name}
              className="grid gap-4 border-t border-slate-200 py-5 first:border-t-0 lg:grid-cols-2"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {f.label} <span className="font-normal text-muted">· English</span>
                </p>
                {english ? (
                  f.type === 'richtext' ? (
                    <div
                      lang="en"
                      // A long text (a brand's story) scrolls here: the keyboard reaches it too
                      // (axe: scrollable-region-focusable).
                      role="region"
                      aria-label={`${f.label}, English`}
                      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
                      tabIndex={0}
                      className="prose-editor mt-1.5 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-ink"
                      // Sanitized when it was saved (fields.server.ts), as every rich text is.
                      dangerouslySetInnerHTML={{ __html: english }}
                    />
                  ) : (
                    <p
                      lang="en"
                      className="mt-1.5 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 break-words whitespace-pre-line text-ink"
                    >
                      {english}
                    </p>
                  )
                ) : (
                  <p className="mt-1.5 text-muted italic">
                    Empty in English: nothing to translate.
                  </p>
                )}
                {needs ? (
                  <p className="mt-1.5 text-sm font-semibold text-danger">
                    {t.published[f.name]
                      ? 'The English changed since this Kannada was published.'
                      : 'No Kannada yet.'}
                  </p>
                ) : null}
              </div>
              <div className="min-w-0">
                <ContentFields
                  fields={[{ ...f, label: `${f.label} in Kannada`, hint: undefined, wide: true }]}
                  values={values}
                  errors={errors}
                  options={options}
                />
              </div>
            </div>
          )
        })}
        <div className="mt-2 flex flex-wrap gap-3">
          {submitForReview ? (
            <SubmitButton name="intent" value="kn-submit" busy="Submitting…">
              Submit the Kannada for review
            </SubmitButton>
          ) : (
            <SubmitButton name="intent" value="kn-publish" busy="Publishing…">
              Publish Kannada
            </SubmitButton>
          )}
          <SubmitButton variant="outline" name="intent" value="kn-draft" busy="Saving…">
            Save Kannada draft
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  )
}
