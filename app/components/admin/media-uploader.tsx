import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import {
  ALT_MAX,
  ALT_REQUIRED_MESSAGE,
  checkAlt,
  formatBytes,
  MEDIA_ACCEPT,
  MEDIA_NOTES_REMOVED,
  MEDIA_TYPES_LABEL,
} from '#app/domain/media/rules.ts'
import { mediaUploadPath } from '#app/routing/console.ts'
import { sendPicture } from './media-requests.ts'
import { useHydrated } from '#app/components/hooks/use-hydrated.ts'

type Queued = {
  file: File
  alt: string
  decorative: boolean
  /** 0–1 while sending. */
  progress: number
  state: 'waiting' | 'sending' | 'done' | 'failed'
  message?: string
}

/**
 * The upload form. Without JavaScript it is a plain multipart form: choose one or more files,
 * one alt text (or "decorative") for them, send. With JavaScript, files can be dropped on it too,
 * each chosen file gets its own alt text, and each is sent on its own with a progress bar; the
 * server checks everything again (type from the bytes, size, alt text).
 */
export function MediaUploader({ csrf, maxMb }: { csrf: string; maxMb: number }) {
  const id = useId()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const input = useRef<HTMLInputElement>(null)
  const [queue, setQueue] = useState<Queued[]>([])
  const [dragging, setDragging] = useState(false)
  const [busy, setBusy] = useState(false)
  const [summary, setSummary] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const maxBytes = maxMb * 1024 * 1024

  const take = (files: FileList | null) => {
    if (!files?.length) return
    setSummary(null)
    setQueue(
      [...files].map((file) => ({
        file,
        alt: '',
        decorative: false,
        progress: 0,
        state: 'waiting' as const,
        message:
          file.size > maxBytes ? `Larger than ${maxMb} MB, the most a picture may be.` : undefined,
      })),
    )
  }
  const update = (i: number, patch: Partial<Queued>) =>
    setQueue((q) => q.map((item, k) => (k === i ? { ...item, ...patch } : item)))

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    if (busy) return
    const files = e.dataTransfer.files
    // Keep the plain input in step, so the form could still be sent as it is.
    if (input.current) input.current.files = files
    take(files)
  }

  const send = async (item: Queued, i: number) => {
    update(i, { state: 'sending', progress: 0, message: undefined })
    const answer = await sendPicture({ ...item, csrf, maxMb }, (progress) =>
      update(i, { progress }),
    )
    if (answer.ok) update(i, { state: 'done', progress: 1, message: undefined })
    else update(i, { state: 'failed', message: answer.message })
    return answer.ok
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    if (!hydrated || !queue.length) return
    e.preventDefault()
    let invalid = false
    const checked = queue.map((item) => {
      if (item.state === 'done') return item
      if (item.file.size > maxBytes) {
        invalid = true
        return { ...item, message: `Larger than ${maxMb} MB, the most a picture may be.` }
      }
      const alt = checkAlt(item.alt, item.decorative)
      if (!alt.ok) invalid = true
      return { ...item, message: alt.ok ? undefined : alt.message }
    })
    setQueue(checked)
    if (invalid) {
      setSummary({ tone: 'error', text: 'Some pictures need attention: see the messages below.' })
      return
    }
    setBusy(true)
    setSummary(null)
    let done = 0
    let failed = 0
    for (let i = 0; i < checked.length; i++) {
      if (checked[i]!.state === 'done') continue
      if (await send(checked[i]!, i)) done++
      else failed++
    }
    setBusy(false)
    setSummary(
      failed
        ? { tone: 'error', text: `${done} uploaded, ${failed} refused: see the messages below.` }
        : { tone: 'success', text: `Uploaded ${done} picture${done === 1 ? '' : 's'}.` },
    )
    if (!failed) {
      setQueue([])
      if (input.current) input.current.value = ''
    }
    await revalidator.revalidate()
  }

  const enhanced = hydrated && queue.length > 0
  return (
    <form
      method="post"
      action={mediaUploadPath}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-label="Upload pictures"
      noValidate={enhanced}
      className="space-y-4"
    >
      <input type="hidden" name="csrf" value={csrf} />
      <div
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-4 sm:p-6 ${dragging ? 'border-primary bg-primary-soft' : 'border-slate-300 bg-slate-50'}`}
      >
        <label htmlFor={`${id}-files`} className="block font-semibold text-ink">
          Pictures
        </label>
        <p id={`${id}-files-hint`} className="mt-0.5 text-sm text-muted">
          {MEDIA_TYPES_LABEL}, up to {maxMb} MB each. Choose several at once
          {hydrated ? ', or drop them here' : ''}. {MEDIA_NOTES_REMOVED}
        </p>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          name="file"
          multiple
          required
          accept={MEDIA_ACCEPT}
          aria-describedby={`${id}-files-hint`}
          onChange={(e) => take(e.target.files)}
          className="mt-2 block w-full max-w-full text-base file:mr-3 file:rounded-lg file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-white"
        />
      </div>

      {enhanced ? (
        <ol className="space-y-3" aria-label="Chosen pictures">
          {queue.map((item, i) => (
            <QueuedFile
              key={`${item.file.name}-${i}`}
              item={item}
              busy={busy}
              onChange={(patch) => update(i, patch)}
            />
          ))}
        </ol>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-alt`} className="block font-semibold text-ink">
              Alt text
            </label>
            <p id={`${id}-alt-hint`} className="mt-0.5 text-sm text-muted">
              What the picture shows, for people who cannot see it. Used for every file sent
              together.
            </p>
            <input
              id={`${id}-alt`}
              name="alt"
              maxLength={ALT_MAX}
              aria-describedby={`${id}-alt-hint`}
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
            />
          </div>
          <label className="flex items-start gap-2 self-end pb-2 font-semibold">
            <input type="checkbox" name="decorative" className="mt-1.5 size-4" />
            <span>
              Decorative only
              <span className="block text-sm font-normal text-muted">
                Adds nothing a reader needs: screen readers skip it.
              </span>
            </span>
          </label>
        </div>
      )}

      {summary ? (
        <p
          role={summary.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-lg border px-4 py-3 font-semibold ${summary.tone === 'error' ? 'border-danger/30 bg-red-50 text-danger' : 'border-leaf/30 bg-leaf-soft text-leaf'}`}
        >
          {summary.text}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className="btn-primary rounded-lg disabled:opacity-60">
        {busy ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  )
}

function QueuedFile({
  item,
  busy,
  onChange,
}: {
  item: Queued
  busy: boolean
  onChange: (patch: Partial<Queued>) => void
}) {
  const id = useId()
  const error = item.state !== 'done' ? item.message : undefined
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <p className="font-semibold break-all">
        {item.file.name}{' '}
        <span className="font-normal text-muted">({formatBytes(item.file.size)})</span>
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-alt`} className="block text-sm font-semibold">
            Alt text for {item.file.name}
          </label>
          <input
            id={`${id}-alt`}
            value={item.alt}
            maxLength={ALT_MAX}
            disabled={busy || item.state === 'done'}
            onChange={(e) => onChange({ alt: e.target.value })}
            aria-invalid={error === ALT_REQUIRED_MESSAGE ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base ${error === ALT_REQUIRED_MESSAGE ? 'border-danger' : 'border-slate-300'}`}
          />
        </div>
        <label className="flex items-center gap-2 pb-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={item.decorative}
            disabled={busy || item.state === 'done'}
            onChange={(e) => onChange({ decorative: e.target.checked })}
            className="size-4"
          />
          Decorative only<span className="sr-only"> ({item.file.name})</span>
        </label>
      </div>
      {item.state === 'sending' || item.state === 'done' ? (
        <div className="mt-2 flex items-center gap-2 text-sm">
          <progress
            max={1}
            value={item.progress}
            aria-label={`Upload of ${item.file.name}`}
            className="h-2 w-full accent-primary"
          />
          <span className="shrink-0 tabular-nums">
            {item.state === 'done' ? 'Uploaded' : `${Math.round(item.progress * 100)}%`}
          </span>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </li>
  )
}
