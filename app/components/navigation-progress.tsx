import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

/**
 * A slim dark-blue bar at the top while a client-side navigation waits for its data. It appears
 * only after 150 ms, so fast navigations do not flash.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && !navigation.formMethod
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const t = setTimeout(() => setVisible(true), 150)
    return () => clearTimeout(t)
  }, [busy])
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!visible}
      className={`fixed inset-x-0 top-0 z-50 h-1 overflow-hidden transition-opacity ${visible ? 'opacity-100' : 'opacity-0'}`}
    >
      <div
        className={`h-full w-1/3 bg-primary ${visible ? 'animate-[progress_1.2s_ease-in-out_infinite]' : ''}`}
      />
    </div>
  )
}
