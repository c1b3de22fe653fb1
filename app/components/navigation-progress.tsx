import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'

/** How long a client navigation waits before the bar, then the spinner, appear. */
const BAR_AFTER_MS = 150
const SPINNER_AFTER_MS = 600

/**
 * What the visitor sees while a client-side navigation waits for the next page's data: a slim
 * dark-blue bar at the top after 150 ms (fast navigations do not flash), and when it takes longer
 * (a slow village connection) the spec's spinner, size 50 and dark blue (SPEC.md §2.4, §9), under
 * the header. The spinner is a status that screen readers announce as "Loading page"; the bar is
 * decoration. Pages get their data with the HTML on a first load, so they have no loading state
 * of their own.
 */
export function NavigationProgress() {
  const { t } = useI18n()
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && !navigation.formMethod
  const [stage, setStage] = useState<'idle' | 'bar' | 'spinner'>('idle')
  useEffect(() => {
    if (!busy) {
      setStage('idle')
      return
    }
    const bar = setTimeout(() => setStage('bar'), BAR_AFTER_MS)
    const spinner = setTimeout(() => setStage('spinner'), SPINNER_AFTER_MS)
    return () => {
      clearTimeout(bar)
      clearTimeout(spinner)
    }
  }, [busy])
  const visible = stage !== 'idle'
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="navigation-bar"
        className={`fixed inset-x-0 top-0 z-50 h-1 overflow-hidden transition-opacity ${visible ? 'opacity-100' : 'opacity-0'}`}
      >
        <div
          className={`contrast-bar h-full w-1/3 bg-primary ${visible ? 'animate-[progress_1.2s_ease-in-out_infinite]' : ''}`}
        />
      </div>
      {stage === 'spinner' ? (
        <div className="pointer-events-none fixed inset-x-0 top-[calc(var(--header-height)+1.5rem)] z-40 flex justify-center">
          <Spinner
            label={t('Loading page')}
            className="flex rounded-full bg-white/95 p-2 shadow-md"
          />
        </div>
      ) : null}
    </>
  )
}
