import { seo } from '#app/lib/meta'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'About us',
    description:
      'How we connect manufacturers and farmer producer organisations with rural kirana stores across Karnataka.',
  })

export default function About() {
  return (
    <div className="container-page section">
      <h1 className="text-3xl">About us</h1>
    </div>
  )
}
