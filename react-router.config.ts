import type { Config } from '@react-router/dev/config'

export default {
  // Every page is rendered on the server; the browser hydrates only to add behaviour.
  ssr: true,
  // React Router 8's behaviour, taken on 7.x first (docs/decisions/0021).
  future: {
    // Loaders and actions get the request as it came, and read the page's URL from their `url`
    // argument (without `.data` and React Router's own query parameters). Without it, React
    // Router made two new Requests for every loader of every render (docs/decisions/0018).
    v8_passThroughRequests: true,
    // Loaders get a RouterContextProvider that carries our request's fields
    // (app/platform/context.server.ts).
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // A page's data for client-side navigation is asked at `/path.data`, and the home page's at
    // `/_.data` (not `/_root.data`): server/react-router-adapter.ts knows both.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
