import { Link } from 'react-router'
import { Image } from '#app/components/image'
import { SectionError } from '#app/components/ui/section-error'
import { readSection, statusOf } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { listBrands } from '#app/models/brands.server'
import { data } from 'react-router'
import type { Route } from './+types/brands'

export async function loader({ context }: Route.LoaderArgs) {
  const brands = await readSection(
    context,
    'the list of brands could not be loaded. Please try again.',
    async () =>
      (await listBrands(context.db)).map((b) => ({
        ...b,
        logoImage: context.media.image(b.logo, `${b.name} logo`),
      })),
  )
  return data({ brands }, { status: statusOf(brands) })
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Our brands',
    description:
      'Spices, staples, oils, snacks, detergents and personal care brands for rural India.',
  })

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData
  return (
    <div className="container-page section">
      <h1 className="section-title">List of Brands</h1>
      {!brands.ok ? (
        <SectionError message={brands.error} />
      ) : brands.value.length === 0 ? (
        <p>No products available</p>
      ) : (
        <ul className="grid-cards">
          {brands.value.map((b) => (
            <li key={b.id}>
              <Link
                to={b.href}
                className="card block p-4 no-underline"
                style={{ backgroundColor: b.color, color: b.textColorCode }}
              >
                <Image image={b.logoImage} sizes="320px" className="h-20 w-auto" />
                <span className="mt-2 block font-semibold">{b.name}</span>
                <span className="block text-sm">{b.categories.join(' | ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
