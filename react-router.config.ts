import type { Config } from '@react-router/dev/config'

export default {
  // Every page is rendered on the server; the browser hydrates only to add behaviour.
  ssr: true,
  // SITE_BUILD_DIR: a second build beside the usual one, for the browser test of a new deploy
  // taking over from an old one (tests/e2e/offline-deploy.spec.ts). Unset: build/.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // React Router 8 passes loaders the request as it came (they read the page's URL from their
  // `url` argument, docs/decisions/0018), hands them a RouterContextProvider that carries our
  // request's fields (app/platform/context.server.ts, docs/decisions/0021), and asks a page's data
  // at `/path.data` (the home page's at `/_.data`): server/react-router-adapter.ts knows both.
} satisfies Config
