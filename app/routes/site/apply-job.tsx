import { seo } from '#app/lib/meta'
import type { Route } from './+types/apply-job'

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Apply Job', description: 'Apply Job' })

export default function Page() {
  return (
    <div className="container-page section">
      <h1 className="section-title">Apply Job</h1>
    </div>
  )
}
