import { Scripts } from 'react-router'

/**
 * React Router's `<Scripts />` on the server only (docs/decisions/0030). On the server it writes
 * the hand-off and the module script that starts the page; entry.server.tsx takes its module
 * preload links out of the head, and a small script asks for them after the stylesheet
 * (docs/decisions/0010, 0034). In the browser `<Scripts />` would draw those links
 * again at hydration, 26–31 `<link rel="modulepreload">` that React adds to the head in the
 * hydration commit (each a resource lookup and a preload for a module that is already loaded):
 * work on a slow phone's main thread for nothing. Rendering nothing there leaves the two script
 * elements the server wrote in place: React skips what it does not claim among the body's
 * children rather than failing the hydration.
 */
export function PageScripts() {
  return typeof document === 'undefined' ? <Scripts /> : null
}
