import { notFound } from '#app/platform/http.server.ts'

/** Any path no other route matches: the 404 page with status 404, inside the site layout. */
export function loader() {
  notFound()
}

export default function NotFound() {
  return null
}
