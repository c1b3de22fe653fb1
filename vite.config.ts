import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { compression } from 'vite-plugin-compression2'
import { defineConfig } from 'vitest/config'
import { serviceWorker } from './app/offline/build-plugin.js'

// One config for the build, the dev server and Vitest. Path aliases (#app/…, #server/…, #tests/…)
// come from package.json "imports", which TypeScript, Vite and Node all read.
export default defineConfig({
  build: {
    target: 'es2022',
    // NO_MINIFY=1 npm run build: readable function names in a browser CPU profile
    // (docs/benchmarks.md); never for a release.
    minify: process.env.NO_MINIFY ? false : undefined,
  },
  // The server build bundles our Express app (server/main.ts) together with the React Router
  // server build, so production runs plain JavaScript and one import starts everything.
  environments: { ssr: { build: { rollupOptions: { input: './server/main.ts' } } } },
  // React Router's plugin builds the app; Vitest imports route modules directly and needs only
  // JSX compiled.
  // The browser's files also get a brotli (quality 11) and a gzip (level 9) copy beside them, which
  // server/app.ts sends as they are (express-static-gzip); the server's own bundle needs none.
  plugins: process.env.VITEST
    ? []
    : [
        tailwindcss(),
        reactRouter(),
        { ...compression(), applyToEnvironment: (env) => env.name === 'client' },
        // build/client/sw.js, with this build's precache list (docs/offline.md).
        serviceWorker(),
      ],
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['./tests/setup/global-setup.ts'],
    setupFiles: ['./tests/setup/setup-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only add contention (each file builds its own database).
    maxWorkers: 2,
  },
})
