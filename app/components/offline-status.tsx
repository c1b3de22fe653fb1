import { startTransition, useEffect, useState } from 'react'
import { useI18n, type I18n } from '#app/i18n/i18n.tsx'

/** What the service worker says about a form it kept on the phone (app/offline/sw.js). */
type Notice = { type: 'form-sent' | 'form-refused'; kind: 'contact' | 'apply'; message?: string }

function words(n: Notice, t: I18n['t']): string {
  if (n.type === 'form-sent')
    return n.kind === 'apply'
      ? t('Your job application, saved on this phone, has been sent.')
      : t('Your message, saved on this phone, has been sent.')
  // The server's answer is in the language of the page the form was written on; the worker's own
  // (kept too long) is its English sentence, a catalogue message, worded here.
  return t('A form saved on this phone was not sent. {message}', {
    message: n.message ? t(n.message) : '',
  }).trim()
}

/**
 * Registers the service worker once the page has loaded (nothing before the first paint), asks
 * it to send the forms kept on the phone on every page load and when the signal returns (the
 * `online` event, for browsers without Background Sync), and says when one has gone.
 */
export function OfflineStatus() {
  const [notice, setNotice] = useState('')
  const { t } = useI18n()
  // The live region exists only where a worker can speak through it: a page without JavaScript
  // (or a browser without service workers) has nothing to announce and gets no empty region.
  const [speaks, setSpeaks] = useState(false)
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    // In a transition, drawn with useHydrated's switch (use-hydrated.ts says why).
    startTransition(() => setSpeaks(true))
    const sw = navigator.serviceWorker
    const onMessage = (e: MessageEvent) => {
      const n = e.data as Notice | undefined
      if (n?.type === 'form-sent' || n?.type === 'form-refused') setNotice(words(n, t))
    }
    const sendKept = () => sw.controller?.postMessage({ type: 'send-kept-forms' })
    const start = () => {
      sw.register('/sw.js').catch(() => {
        // No worker (a private window, a browser setting): the site works as before.
      })
      sendKept()
    }
    sw.addEventListener('message', onMessage)
    sw.startMessages()
    window.addEventListener('online', sendKept)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      sw.removeEventListener('message', onMessage)
      window.removeEventListener('online', sendKept)
      window.removeEventListener('load', start)
    }
  }, [t])
  if (!speaks) return null
  return (
    <div
      role="status"
      className={
        notice
          ? 'fixed inset-x-3 bottom-3 z-40 flex items-start gap-3 rounded-xl bg-leaf px-4 py-3 font-semibold text-white shadow-lg sm:left-auto sm:max-w-md'
          : 'sr-only'
      }
    >
      {notice ? (
        <>
          <span className="flex-1">{notice}</span>
          <button type="button" className="underline" onClick={() => setNotice('')}>
            {t('Close')}
          </button>
        </>
      ) : null}
    </div>
  )
}
