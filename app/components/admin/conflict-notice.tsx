import { Link } from 'react-router'
import { SubmitButton, Time } from './ui.tsx'

/** A newer version than the editor was opened at (domain/content/conflicts.server.ts `Conflict`). */
export type ConflictView = {
  version: number
  by: string | null
  mine: boolean
  at: number
  summary: string
  changes: Array<{ field: string; label: string; before: string; after: string }>
}

const anyway: Record<string, string> = {
  publish: 'Save mine anyway and publish',
  draft: 'Save mine anyway as a draft',
  unpublish: 'Save mine anyway and unpublish',
  save: 'Save mine anyway',
  'kn-publish': 'Save mine anyway and publish the Kannada',
  'kn-draft': 'Save mine anyway as a Kannada draft',
}

/**
 * A save refused because someone saved a newer version meanwhile: who and when, what their save
 * did, how their version differs from the one just sent (theirs struck out, yours beside it), and
 * the choice. "Save mine anyway" sends the form again (it now carries the newer version, so it
 * overwrites on purpose); "Reload theirs" opens the newest version and sets the typing aside.
 * Both are plain form and link controls: they work without JavaScript and by keyboard.
 */
export function ConflictNotice({
  conflict,
  what,
  formId,
  intent,
  reloadTo,
}: {
  conflict: ConflictView
  /** "job", "Kannada of this job": what was changed. */
  what: string
  formId: string
  /** The button that was refused, sent again by "Save mine anyway". */
  intent: string
  reloadTo: string
}) {
  const who = conflict.mine ? 'You' : (conflict.by ?? 'Someone on the command line')
  return (
    <section
      aria-labelledby="conflict-title"
      className="rounded-xl border-2 border-danger/40 bg-red-50 p-4 text-ink sm:p-6"
    >
      <h2 id="conflict-title" className="text-lg text-danger">
        {conflict.mine
          ? `You saved this ${what} in another tab or window since you opened it here`
          : `${who} changed this ${what} while you were editing`}
      </h2>
      <p className="mt-2">
        {who} saved it <Time ms={conflict.at} />: {conflict.summary}
      </p>
      <p className="mt-2 font-semibold">
        Nothing of yours was saved, and nothing you typed is lost: it is still in the form below.
      </p>
      <h3 className="mt-4 text-base">How the newer version differs from yours</h3>
      {conflict.changes.length ? (
        <dl className="mt-2 space-y-3">
          {conflict.changes.map((c) => (
            <div key={c.field}>
              <dt className="font-semibold">{c.label}</dt>
              <dd className="text-sm">
                <span className="block">
                  <span className="font-semibold">Theirs: </span>
                  <del className="break-words whitespace-pre-wrap text-danger">
                    {c.before || '(empty)'}
                  </del>
                </span>
                <span className="block">
                  <span className="font-semibold">Yours: </span>
                  <ins className="break-words whitespace-pre-wrap text-leaf no-underline">
                    {c.after || '(empty)'}
                  </ins>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2">
          Every field is the same as yours; only what their save did above differs.
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <SubmitButton name="intent" value={intent} form={formId} busy="Saving…">
          {anyway[intent] ?? 'Save mine anyway'}
        </SubmitButton>
        <Link to={reloadTo} className="btn-outline rounded-lg">
          Reload theirs (set mine aside)
        </Link>
      </div>
    </section>
  )
}
