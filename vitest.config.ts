import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '#app': new URL('./app', import.meta.url).pathname,
      '#server': new URL('./server', import.meta.url).pathname,
      '#tests': new URL('./tests', import.meta.url).pathname,
    },
  },
  esbuild: { jsx: 'automatic' },
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
