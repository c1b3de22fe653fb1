import { useEffect, useState } from 'react'
import { Form, useLocation } from 'react-router'
import { CsrfInput } from './ui.tsx'

/**
 * What was typed into an editor whose save never reached it because the session had ended (idle
 * for 8 hours, signed out from another device, the password changed): the answer to that save is
 * the sign-in page, and the page holding the typed words is gone. So each save of an editor is
 * kept in this tab's sessionStorage as it is sent; the sign-in page marks a kept save as stopped
 * at sign-in when it was sent to the page it will return to; and the editor, once signed in
 * again, offers to put it back (docs/architecture.md "The console's safety nets"). Any other
 * visit to the editor drops what was kept: the save got through, or the page was left.
 *
 * Only for the person who sent it (a shared computer), in this tab, and with JavaScript: the page
 * without it has nothing to keep it with.
 */
const PREFIX = 'console-unsent:'

type Unsent = {
  /** Who sent it (their e-mail address). */
  by: string
  /** The form's fields as sent, its CSRF token and pictures left out. */
  entries: [string, string][]
  /** When it was sent (epoch ms). */
  at: number
  /** Marked by the sign-in page. */
  stopped: boolean
}

function read(path: string): Unsent | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + path)
    const v = raw ? (JSON.parse(raw) as Unsent) : null
    return v && Array.isArray(v.entries) ? v : null
  } catch {
    return null
  }
}

function write(path: string, v: Unsent | null) {
  try {
    if (v) sessionStorage.setItem(PREFIX + path, JSON.stringify(v))
    else sessionStorage.removeItem(PREFIX + path)
  } catch {
    // Storage full or turned off: the save goes on as before, only without this net.
  }
}

/** A form's path and query, as its save asks for it: what the sign-in page returns to. */
function pathOf(form: HTMLFormElement): string {
  const url = new URL(form.action, location.href)
  return url.pathname + url.search
}

/** Keeps each save of the forms `formIds` (a list that stays the same) as it is sent, for `by`. */
export function useKeepSentEdits(formIds: readonly string[], by: string) {
  useEffect(() => {
    const keep = (event: SubmitEvent) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !formIds.includes(form.id)) return
      const entries: [string, string][] = []
      for (const [name, value] of new FormData(form))
        if (name !== 'csrf' && name !== 'intent' && typeof value === 'string')
          entries.push([name, value])
      write(pathOf(form), { by, entries, at: Date.now(), stopped: false })
    }
    document.addEventListener('submit', keep, true)
    return () => document.removeEventListener('submit', keep, true)
  }, [formIds, by])
}

/**
 * A save stopped at the sign-in comes straight here, within moments even on a slow connection;
 * one kept longer ago (a refused save left behind) is not taken for it.
 */
const STOPPED_WITHIN_MS = 5 * 60_000

/** The sign-in page, returning to `next`: a save just kept for that page was stopped here. */
export function useMarkStoppedAtSignIn(next: string) {
  useEffect(() => {
    const kept = read(next)
    if (kept && !kept.stopped && Date.now() - kept.at < STOPPED_WITHIN_MS)
      write(next, { ...kept, stopped: true })
  }, [next])
}

/**
 * The editor at `path`, at each visit (each new location): the save stopped at sign-in, if `by`
 * sent it; otherwise what was kept is dropped.
 */
function useStoppedSave(path: string, by: string) {
  const visit = useLocation().key
  const [stopped, setStopped] = useState<Unsent | null>(null)
  useEffect(() => {
    const kept = read(path)
    if (kept?.stopped && kept.by === by) setStopped(kept)
    else {
      setStopped(null)
      if (kept) write(path, null)
    }
  }, [path, visit, by])
  const done = () => {
    write(path, null)
    setStopped(null)
  }
  return { stopped, done }
}

/**
 * "Your last save did not reach us": put what was typed back into the form (`intent`, answered
 * by drawing the form with those values, nothing saved), or let it go.
 */
export function StoppedSaveNotice({
  path,
  by,
  csrf,
  intent,
}: {
  /** The form's path and query (`/admin/jobs/4`, `/admin/jobs/4?lang=kn`). */
  path: string
  by: string
  csrf: string
  intent: 'typed' | 'kn-typed'
}) {
  const { stopped, done } = useStoppedSave(path, by)
  if (!stopped) return null
  return (
    <section
      aria-label="Your last save"
      className="mb-4 rounded-lg border border-danger/30 bg-red-50 px-4 py-3 text-danger"
    >
      <p role="alert" className="font-semibold">
        You were signed out before your last save reached us, so it was not saved. What you typed is
        kept in this tab until you close it.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post" action={path} onSubmit={done}>
          <CsrfInput token={csrf} />
          {stopped.entries.map(([name, value], i) => (
            <input key={i} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" name="intent" value={intent} className="btn-primary">
            Put back what I typed
          </button>
        </Form>
        <button type="button" className="btn-outline" onClick={done}>
          Discard it
        </button>
      </div>
    </section>
  )
}
