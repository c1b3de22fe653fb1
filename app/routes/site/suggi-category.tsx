import { data } from 'react-router'
import { SectionError } from '#app/components/ui/section-error'
import { notFound, readSection } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { suggiPath } from '#app/lib/brand-paths'
import {
  getBrandByPath,
  getCategoryBySlug,
  listProductsByCategory,
} from '#app/models/brands.server'
import type { Route } from './+types/suggi-category'

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/').pop() ?? ''
  const found = await readSection(
    context,
    'the products could not be loaded. Please try again.',
    async () => {
      const brand = await getBrandByPath(context.db, suggiPath)
      const category = brand ? await getCategoryBySlug(context.db, brand.id, slug) : null
      return brand && category
        ? { brand, category, products: await listProductsByCategory(context.db, category.id) }
        : null
    },
  )
  if (!found.ok) return data({ ok: false as const, error: found.error }, { status: 503 })
  if (!found.value) notFound({ back: { to: suggiPath, label: 'See Suggi categories' } })
  return { ok: true as const, ...found.value }
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData
  return d?.ok
    ? seo(args, {
        title: d.category.meta.title,
        description: d.category.meta.description,
        keywords: d.category.meta.keywords,
      })
    : seo(args, { title: 'Suggi', description: 'Suggi staples.' })
}

export const handle = { footer: 'brand' }

export default function SuggiCategory({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok)
    return (
      <div className="container-page section">
        <SectionError message={loaderData.error} />
      </div>
    )
  return (
    <div className="container-page section">
      <h1 className="section-title">{loaderData.category.name}</h1>
      {loaderData.products.length === 0 ? (
        <p>No products available</p>
      ) : (
        <ul className="grid-cards">
          {loaderData.products.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
