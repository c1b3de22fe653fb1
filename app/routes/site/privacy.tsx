import { seo } from '#app/lib/meta'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Privacy Policy', description: 'Privacy Policy' })

export default function Page() {
  return (
    <div className="container-page section">
      <h1 className="section-title">Privacy Policy</h1>
    </div>
  )
}
