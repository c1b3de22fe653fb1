/**
 * The APP_SECRET both browser-test servers run with (tests/e2e/support/serve.js), so a test can
 * sign form time-trap tokens itself, back-dated, instead of waiting for the trap's seconds to pass
 * (tests/e2e/support/forms.ts). A test value: never used outside the test servers.
 */
export const e2eAppSecret = 'e2e-only-app-secret-0123456789-abcdefghij'
