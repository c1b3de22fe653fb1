/* global document */
// The peer page's browser entry: hydrates the prerendered page, as a Next.js page does.
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './app.js'

hydrateRoot(document.getElementById('root'), createElement(App))
