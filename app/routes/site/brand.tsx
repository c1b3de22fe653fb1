import { data, redirect } from 'react-router'
import { Image } from '#app/components/image'
import { SectionError } from '#app/components/ui/section-error'
import { notFound, readSection } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { parseIdParam } from '#app/lib/slug'
import {
  getBrandById,
  getBrandByPath,
  listProducts,
  listSocialItems,
  type Brand,
} from '#app/models/brands.server'
import type { Route } from './+types/brand'

const UNAVAILABLE = 'the brand could not be loaded. Please try again.'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const back = { to: '/our-brands', label: 'See all brands' }
  const parsed = params.id !== undefined ? parseIdParam(params.id) : null
  if (params.id !== undefined && !parsed) notFound({ back })
  const found = await readSection(context, UNAVAILABLE, async () => {
    const brand: Brand | null = parsed
      ? await getBrandById(context.db, parsed.id)
      : await getBrandByPath(context.db, pathname)
    if (!brand) return null
    const [products, social] = await Promise.all([
      listProducts(context.db, { brandId: brand.id }),
      listSocialItems(context.db, { brandId: brand.id }),
    ])
    return { brand, products, social }
  })
  if (!found.ok) return data({ ok: false as const, error: found.error }, { status: 503 })
  if (!found.value) notFound({ back })
  const { brand, products, social } = found.value
  // A brand with its own route is canonical there.
  if (parsed && brand.path) throw redirect(brand.path, 301)
  return {
    ok: true as const,
    brand,
    banner: context.media.image(brand.banner, brand.bannerAlt),
    products: products.map((p) => ({ ...p, img: context.media.image(p.image, p.imageAlt) })),
    social,
  }
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData
  if (!d?.ok) return seo(args, { title: 'Our brands', description: 'Our brands.' })
  return seo(args, {
    title: d.brand.meta.title,
    description: d.brand.meta.description,
    keywords: d.brand.meta.keywords,
  })
}

export const handle = { footer: 'brand' }

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok)
    return (
      <div className="container-page section">
        <SectionError message={loaderData.error} />
      </div>
    )
  const { brand, banner, products } = loaderData
  return (
    <article>
      <Image image={banner} sizes="100vw" priority className="h-auto w-full" />
      <div className="container-page section">
        <h1 className="text-3xl">{brand.name}</h1>
        <p className="text-lg text-muted">{brand.title}</p>
        <div
          className="prose-rich mt-4"
          dangerouslySetInnerHTML={{ __html: brand.descriptionHtml }}
        />
        <h2 className="section-title mt-10">{brand.productsHeading}</h2>
        {products.length === 0 ? (
          <p>No Product available.</p>
        ) : (
          <ul className="grid-cards">
            {products.map((p) => (
              <li key={p.id} className="card p-4">
                <Image
                  image={p.img}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="h-auto w-full"
                />
                <h3 className="mt-2 text-lg">{p.name}</h3>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
