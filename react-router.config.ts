import type { Config } from '@react-router/dev/config'

export default {
  // Every page is rendered on the server; the browser hydrates only to add behaviour.
  ssr: true,
  future: {
    // Loaders and actions get the request as it came, and read the page's URL from their `url`
    // argument (without `.data` and React Router's own query parameters). Without it, React
    // Router made two new Requests for every loader of every render (docs/decisions/0018).
    v8_passThroughRequests: true,
  },
} satisfies Config
