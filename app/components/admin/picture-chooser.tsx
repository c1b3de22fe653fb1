import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { createPortal } from 'react-dom'
import type { ChoicePage, PictureChoice } from './picture-types.ts'
import { ChooserUpload } from './chooser-upload.tsx'
import { fetchChoices } from './media-requests.ts'

/** Keeps an event inside the dialog: React passes a portal's events up to the editor's form. */
const stay = (e: SyntheticEvent) => e.stopPropagation()

/**
 * The picture chooser: a modal dialog (the browser's own, so focus stays inside and Escape
 * closes it) drawn over the page, outside the editor's form. A search box that looks in the alt
 * text and file name as you type, the library newest first as named thumbnails, a page at a time
 * ("Show more"), and an upload with alt text that chooses the new picture.
 */
export function PictureChooser({
  label,
  current,
  csrf,
  maxMb,
  onChoose,
  onClosed,
}: {
  label: string
  current: string
  csrf?: string
  maxMb: number
  onChoose: (choice: PictureChoice) => void
  onClosed: () => void
}) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const [query, setQuery] = useState('')
  const [search, setSearch] = useState('')
  const [found, setFound] = useState<ChoicePage | null>(null)
  const [failed, setFailed] = useState(false)
  const [more, setMore] = useState(false)
  const focusFrom = useRef<number | null>(null)

  const searchBox = useRef<HTMLInputElement>(null)
  // The dialog opens to its search box (React's autoFocus would run before it is shown).
  useEffect(() => {
    dialog.current?.showModal()
    searchBox.current?.focus()
  }, [])
  // Typing searches after a short pause; Enter searches at once.
  useEffect(() => {
    const t = setTimeout(() => setSearch(query.trim()), 250)
    return () => clearTimeout(t)
  }, [query])
  useEffect(() => {
    const abort = new AbortController()
    setFailed(false)
    fetchChoices(search, 1, abort.signal).then(setFound, () => {
      if (!abort.signal.aborted) setFailed(true)
    })
    return () => abort.abort()
  }, [search])
  // "Show more" takes the keyboard to the first picture it added.
  useEffect(() => {
    if (focusFrom.current === null || !found) return
    list.current?.querySelectorAll('button')[focusFrom.current]?.focus()
    focusFrom.current = null
  }, [found])

  const showMore = async () => {
    if (!found) return
    setMore(true)
    try {
      const next = await fetchChoices(search, found.page + 1)
      focusFrom.current = found.items.length
      setFound({ ...next, items: [...found.items, ...next.items] })
    } catch {
      setFailed(true)
    } finally {
      setMore(false)
    }
  }
  const choose = (choice: PictureChoice) => {
    onChoose(choice)
    dialog.current?.close()
  }

  const status = failed
    ? 'The pictures could not be loaded. Check the connection and search again.'
    : !found
      ? 'Loading pictures…'
      : found.total === 0
        ? search
          ? `No picture matches “${search}”.`
          : 'The library has no pictures yet.'
        : `${found.total} ${found.total === 1 ? 'picture' : 'pictures'}${search ? ` ${found.total === 1 ? 'matches' : 'match'} “${search}”` : ''}, newest first. Showing ${found.items.length}.`

  return createPortal(
    // The listeners only stop events from reaching the editor's form through the portal.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClosed}
      onKeyDown={stay}
      onChange={stay}
      onInput={stay}
      onSubmit={stay}
      onClick={stay}
      className="m-auto max-h-[90vh] w-[min(60rem,96vw)] overflow-y-auto rounded-xl p-0 backdrop:bg-black/50"
    >
      <div className="sticky top-0 z-10 space-y-3 border-b border-slate-200 bg-white p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${id}-title`} className="text-lg">
            Choose a picture for {label}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="btn-outline min-h-10 shrink-0 rounded-lg px-3 py-1.5 text-sm"
          >
            Close
          </button>
        </div>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault()
            e.stopPropagation()
            setSearch(query.trim())
          }}
        >
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
            Search by alt text or file name
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            maxLength={100}
            ref={searchBox}
            onChange={(e) => setQuery(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
        </form>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
      <div className="space-y-4 p-4">
        {csrf ? (
          <ChooserUpload csrf={csrf} maxMb={maxMb} onUploaded={(choice) => choose(choice)} />
        ) : null}
        {found?.items.length ? (
          <ul
            ref={list}
            aria-label="Pictures, newest first"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
          >
            {found.items.map((c) => (
              <li key={c.key}>
                <Tile choice={c} chosen={c.key === current} onChoose={() => choose(c)} />
              </li>
            ))}
          </ul>
        ) : null}
        {found && found.page < found.pages ? (
          <button
            type="button"
            disabled={more}
            onClick={showMore}
            className="btn-outline min-h-10 rounded-lg px-3 py-1.5 text-sm disabled:opacity-60"
          >
            {more ? 'Loading…' : 'Show more pictures'}
          </button>
        ) : null}
      </div>
    </dialog>,
    document.body,
  )
}

/** A picture to choose: its thumbnail (fetched as it scrolls into view), alt text and file name. */
function Tile({
  choice: c,
  chosen,
  onChoose,
}: {
  choice: PictureChoice
  chosen: boolean
  onChoose: () => void
}) {
  return (
    <button
      type="button"
      aria-current={chosen || undefined}
      onClick={onChoose}
      className={`block h-full w-full overflow-hidden rounded-lg border-2 bg-white text-left text-sm hover:border-primary ${chosen ? 'border-primary' : 'border-slate-200'}`}
    >
      <img
        src={c.thumb}
        alt=""
        width={c.width}
        height={c.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full bg-slate-50 object-contain"
      />
      <span className="block p-2">
        <span className="line-clamp-2 font-semibold text-ink">
          {c.decorative ? 'Decorative' : c.alt || 'No alt text yet'}
        </span>
        <span className="sr-only">, </span>
        <span className="block truncate text-muted">{c.name}</span>
        {chosen ? <span className="mt-1 block font-semibold text-primary">Chosen now</span> : null}
      </span>
    </button>
  )
}
