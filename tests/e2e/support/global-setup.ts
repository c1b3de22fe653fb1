import { buildLastDeploy, lastDeployIsFresh } from './last-deploy.js'

/**
 * Before any worker starts: the last deploy that offline-deploy.spec.ts serves beside this build
 * is built when missing or older than build/ (`npm test` builds it in a stage of its own, so this
 * is for a run of Playwright alone). Once, here, so two workers never build it at the same time.
 */
export default function globalSetup() {
  if (!lastDeployIsFresh()) buildLastDeploy()
}
