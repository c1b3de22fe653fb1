import { data } from 'react-router'
import { SectionError } from '#app/components/ui/section-error'
import { readSection, statusOf } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { suggiPath } from '#app/lib/brand-paths'
import { getBrandByPath, listCategories, listProducts } from '#app/models/brands.server'
import type { Route } from './+types/suggi-products'

export async function loader({ context }: Route.LoaderArgs) {
  const section = await readSection(
    context,
    'the products could not be loaded. Please try again.',
    async () => {
      const brand = await getBrandByPath(context.db, suggiPath)
      if (!brand) return { categories: [], products: [] }
      const [categories, products] = await Promise.all([
        listCategories(context.db, brand.id),
        listProducts(context.db, { brandId: brand.id }),
      ])
      return { categories, products }
    },
  )
  return data({ section }, { status: statusOf(section) })
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Suggi products', description: 'All Suggi products by category.' })

export const handle = { footer: 'brand' }

export default function SuggiProducts({ loaderData }: Route.ComponentProps) {
  const { section } = loaderData
  return (
    <div className="container-page section">
      <h1 className="section-title">Suggi products</h1>
      {!section.ok ? (
        <SectionError message={section.error} />
      ) : (
        section.value.categories.map((c) => (
          <section key={c.id}>
            <h2>{c.name}</h2>
            <ul>
              {section.value.products
                .filter((p) => p.categoryId === c.id)
                .map((p) => (
                  <li key={p.id}>{p.name}</li>
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
