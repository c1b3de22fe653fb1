import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.js'

// Two servers on the production build, each on its own fresh SQLite file (tests/e2e/support/serve.js):
// "main" for ordinary tests, "faults" for tests that break its database on purpose (503 pages,
// failing writes) and for limits tested at their real values.
const port = Number(process.env.E2E_PORT ?? 4310)
export const servers = {
  main: `http://127.0.0.1:${port}`,
  faults: `http://127.0.0.1:${port + 1}`,
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // Generous per test: on a loaded 2-core machine a page load and an axe pass each take seconds.
  // What a visitor would notice is asserted with expect()'s own, shorter timeouts.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  retries: 0,
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: servers.main,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: (['main', 'faults'] as const).map((name, i) => ({
    command: `node tests/e2e/support/serve.js ${name} ${port + i}`,
    url: `${servers[name]}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
})
