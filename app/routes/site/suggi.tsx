import { data, Link } from 'react-router'
import { SectionError } from '#app/components/ui/section-error'
import { readSection, statusOf } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { getBrandByPath, listCategories } from '#app/models/brands.server'
import { suggiPath } from '#app/lib/brand-paths'
import type { Route } from './+types/suggi'

export async function loader({ context }: Route.LoaderArgs) {
  const section = await readSection(
    context,
    'the categories could not be loaded. Please try again.',
    async () => {
      const brand = await getBrandByPath(context.db, suggiPath)
      return brand ? { brand, categories: await listCategories(context.db, brand.id) } : null
    },
  )
  return data({ section }, { status: statusOf(section) })
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Suggi',
    description: 'Suggi staples: cereals, pulses, rice, flours, spices and dry fruits.',
  })

export const handle = { footer: 'brand' }

export default function Suggi({ loaderData }: Route.ComponentProps) {
  const { section } = loaderData
  return (
    <div className="container-page section">
      <h1 className="section-title">Suggi</h1>
      <h2 className="text-2xl">Explore our categories</h2>
      {!section.ok ? (
        <SectionError message={section.error} />
      ) : (
        <ul className="grid-cards mt-4">
          {section.value?.categories.map((c) => (
            <li key={c.id}>
              <Link to={c.href}>{c.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
