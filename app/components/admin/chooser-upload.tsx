import { useId, useRef, useState } from 'react'
import {
  ALT_MAX,
  checkAlt,
  MEDIA_ACCEPT,
  MEDIA_NOTES_REMOVED,
  MEDIA_TYPES_LABEL,
} from '#app/domain/media/rules.ts'
import type { PictureChoice } from './picture-types.ts'
import { fetchChoices, sendPicture } from './media-requests.ts'

/**
 * Uploading from inside the picture chooser: one file with its alt text (or marked decorative),
 * sent to the media library's own upload endpoint, which checks it as it checks every upload
 * (type from the bytes, size, pixels, alt text). The new picture is then chosen.
 */
export function ChooserUpload({
  csrf,
  maxMb,
  onUploaded,
}: {
  csrf: string
  maxMb: number
  onUploaded: (choice: PictureChoice) => void
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [alt, setAlt] = useState('')
  const [decorative, setDecorative] = useState(false)
  const [problem, setProblem] = useState<{ on: 'file' | 'alt' | 'send'; text: string } | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const altInput = useRef<HTMLInputElement>(null)

  const upload = async () => {
    if (!file) {
      setProblem({ on: 'file', text: 'Choose a picture file to upload.' })
      return fileInput.current?.focus()
    }
    if (file.size > maxMb * 1024 * 1024) {
      setProblem({ on: 'file', text: `Larger than ${maxMb} MB, the most a picture may be.` })
      return fileInput.current?.focus()
    }
    const checked = checkAlt(alt, decorative)
    if (!checked.ok) {
      setProblem({ on: 'alt', text: checked.message })
      return altInput.current?.focus()
    }
    setProblem(null)
    setProgress(0)
    const answer = await sendPicture({ file, alt, decorative, csrf, maxMb }, setProgress)
    if (!answer.ok) {
      setProgress(null)
      return setProblem({ on: 'send', text: answer.message })
    }
    const key = answer.items[0]!.key
    try {
      // The newest picture whose key is the new one's: its thumbnail and words as stored.
      const page = await fetchChoices(key, 1)
      const stored = page.items.find((c) => c.key === key)
      if (!stored) throw new Error('not listed')
      onUploaded(stored)
    } catch {
      setProgress(null)
      setProblem({
        on: 'send',
        text: 'The picture was uploaded, but the list could not be refreshed. Search for it.',
      })
    }
  }

  if (!open)
    return (
      <button
        type="button"
        aria-expanded="false"
        onClick={() => setOpen(true)}
        className="btn-outline min-h-10 rounded-lg px-3 py-1.5 text-sm"
      >
        Upload a new picture
      </button>
    )
  const busy = progress !== null
  const invalid = (on: 'file' | 'alt') => (problem?.on === on ? true : undefined)
  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        void upload()
      }}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="font-semibold">
          Upload a new picture
        </h3>
        <button
          type="button"
          aria-expanded="true"
          onClick={() => setOpen(false)}
          className="min-h-10 rounded-lg px-3 py-1.5 text-sm font-semibold"
        >
          Hide upload
        </button>
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold">
          Picture file
        </label>
        <p id={`${id}-file-hint`} className="text-sm text-muted">
          {MEDIA_TYPES_LABEL}, up to {maxMb} MB. {MEDIA_NOTES_REMOVED}
        </p>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={MEDIA_ACCEPT}
          disabled={busy}
          aria-invalid={invalid('file')}
          aria-describedby={`${id}-file-hint${problem?.on === 'file' ? ` ${id}-problem` : ''}`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="mt-1 block w-full max-w-full text-base file:mr-3 file:rounded-lg file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-white"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-alt`} className="block text-sm font-semibold">
            Alt text
          </label>
          <p id={`${id}-alt-hint`} className="text-sm text-muted">
            What the picture shows, for people who cannot see it.
          </p>
          <input
            ref={altInput}
            id={`${id}-alt`}
            value={alt}
            maxLength={ALT_MAX}
            disabled={busy}
            aria-invalid={invalid('alt')}
            aria-describedby={`${id}-alt-hint${problem?.on === 'alt' ? ` ${id}-problem` : ''}`}
            onChange={(e) => setAlt(e.target.value)}
            className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base ${problem?.on === 'alt' ? 'border-danger' : 'border-slate-300'}`}
          />
        </div>
        <label className="flex items-center gap-2 pb-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={decorative}
            disabled={busy}
            onChange={(e) => setDecorative(e.target.checked)}
            className="size-4"
          />
          Decorative only
        </label>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-semibold text-danger">
          {problem.text}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="btn-primary rounded-lg disabled:opacity-60"
        >
          {busy ? 'Uploading…' : 'Upload and choose'}
        </button>
        {busy ? (
          <progress
            max={1}
            value={progress}
            aria-label="Upload"
            className="h-2 w-40 accent-primary"
          />
        ) : null}
      </div>
    </form>
  )
}
