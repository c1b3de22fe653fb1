import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { inLang, langOfPath, pagePath } from '#app/routing/lang.ts'

/** Where a dismissal is kept: on this phone only, never sent (no cookie). */
const SUGGESTION_KEY = 'gramasiri:kn-suggestion'

/**
 * The words are the Kannada reader's, on an English page: that page carries no Kannada catalogue
 * (docs/decisions/0031), and these three are all the suggestion says, so they live here.
 */
const words = {
  label: 'ಭಾಷೆ',
  text: 'ಈ ಪುಟ ಕನ್ನಡದಲ್ಲೂ ಇದೆ.',
  link: 'ಕನ್ನಡದಲ್ಲಿ ಓದಿ',
  dismiss: 'ಬೇಡ, ಇಂಗ್ಲಿಷ್‌ನಲ್ಲೇ ಇರಲಿ',
}

/** Whether the browser ranks Kannada above English (navigator.languages: `kn`, `kn-IN` …). */
function prefersKannada(languages: readonly string[]): boolean {
  const primary = languages.map((l) => l.toLowerCase().split('-')[0])
  const kn = primary.indexOf('kn')
  const en = primary.indexOf('en')
  return kn >= 0 && (en < 0 || kn < en)
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(SUGGESTION_KEY) !== null
  } catch {
    // Storage blocked (a private window, a setting): then never shown, rather than every time.
    return true
  }
}

function dismiss() {
  try {
    localStorage.setItem(SUGGESTION_KEY, 'dismissed')
  } catch {
    // Blocked storage was already treated as dismissed.
  }
}

/**
 * On an English page, a visitor whose browser prefers Kannada is offered the same page in
 * Kannada (issue 35): decided in the browser after the page is drawn, so the cached page stays
 * one page for everybody (no cookie, no Vary, never a redirect). A box fixed over the bottom of
 * the screen, so nothing on the page moves; a real link to the Kannada page and a button that
 * closes it for good (kept in localStorage; following the link keeps it closed too).
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation()
  const [show, setShow] = useState(false)
  const english = langOfPath(pathname) === 'en'
  useEffect(() => {
    if (english && prefersKannada(navigator.languages ?? [navigator.language]) && !dismissed())
      setShow(true)
  }, [english])
  if (!show || !english) return null
  const close = () => {
    dismiss()
    setShow(false)
  }
  return (
    <aside
      lang="kn"
      aria-label={words.label}
      className="fixed inset-x-3 bottom-3 z-40 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-white px-4 py-3 text-ink shadow-lg sm:right-auto sm:left-4 sm:max-w-md print:hidden"
    >
      <p className="flex-1 basis-40">{words.text}</p>
      <a
        href={inLang(pagePath(pathname), 'kn') + search + hash}
        hrefLang="kn"
        onClick={dismiss}
        className="btn-primary"
      >
        {words.link}
      </a>
      <button
        type="button"
        onClick={close}
        onKeyDown={(e) => e.key === 'Escape' && close()}
        className="text-sm text-muted underline underline-offset-2"
      >
        {words.dismiss}
      </button>
    </aside>
  )
}
