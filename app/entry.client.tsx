import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadMessages } from '#app/i18n/messages.ts'

// React Router's own entry (its default), after one step: a Kannada page's catalogue is read
// before hydration, so the first render in the browser says what the server's did
// (app/i18n/messages.ts). An English page has nothing to read and hydrates at once.
if (await loadMessages(document))
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
