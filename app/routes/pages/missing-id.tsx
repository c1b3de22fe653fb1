import { notFound } from '#app/platform/http.server.ts'
import { pageOf } from '#app/routing/lang.ts'
import { postTypes } from '#app/domain/posts/view.ts'
import { paths } from '#app/routing/paths.ts'
import type { Route } from './+types/missing-id'

const lists = [
  {
    prefix: '/opportunity-detail',
    back: { to: paths.jobs, label: 'See open jobs' },
    message: 'This link does not say which job to show. Choose one from the list of open jobs.',
  },
  {
    prefix: '/our-brands-detail',
    back: { to: paths.brands, label: 'See all brands' },
    message: 'This link does not say which brand to show. Choose one from the list of brands.',
  },
  {
    prefix: '/resource/',
    back: { to: paths.resources, label: 'See all resources' },
    message: 'This link does not say which story to show. Choose one from our resources.',
  },
]

/**
 * The spec's bare detail paths (/opportunity-detail, /our-brands-detail, /resource/blog …) took
 * their item from navigation state; ours carry an id. Without one they are a real 404 that links
 * back to the list (DESIGN.md "Routes" 1).
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const { path: pathname } = pageOf(url)
  // /resource/<anything but a post type> is just an unknown page.
  if ('type' in params && !(postTypes as readonly string[]).includes(params.type ?? '')) notFound()
  const list = lists.find((l) => pathname.startsWith(l.prefix))
  notFound(list ? { message: list.message, back: list.back } : {})
}

export default function MissingId() {
  return null
}
