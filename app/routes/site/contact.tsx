import { seo } from '#app/lib/meta'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Contact us', description: 'Contact us' })

export default function Page() {
  return (
    <div className="container-page section">
      <h1 className="section-title">Contact us</h1>
    </div>
  )
}
