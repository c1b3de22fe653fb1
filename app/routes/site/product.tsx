import { data, redirect } from 'react-router'
import { Image } from '#app/components/image'
import { SectionError } from '#app/components/ui/section-error'
import { notFound, readSection } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { idSlug, parseIdParam } from '#app/lib/slug'
import { getBrandById, getProduct } from '#app/models/brands.server'
import type { Route } from './+types/product'

/** The brand page a product URL sits under: /naati/products/3 → /naati, /our-brands/suggi/products/3 → /our-brands/suggi. */
function brandPrefix(pathname: string): string {
  return pathname.replace(/\/products\/[^/]+$/, '')
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const prefix = brandPrefix(pathname)
  const back = { to: prefix, label: 'See the brand' }
  const parsed = parseIdParam(params.productId)
  if (!parsed) notFound({ back })
  const found = await readSection(
    context,
    'the product could not be loaded. Please try again.',
    async () => {
      const product = await getProduct(context.db, parsed.id)
      if (!product) return null
      const brand = await getBrandById(context.db, product.brandId)
      return brand ? { product, brand } : null
    },
  )
  if (!found.ok) return data({ ok: false as const, error: found.error }, { status: 503 })
  if (!found.value) notFound({ back })
  const { product, brand } = found.value
  const canonicalPrefix = brand.path ?? `/our-brands-detail/${brand.id}`
  const canonical = `${canonicalPrefix}/products/${idSlug(product.id, product.slug)}`
  if (canonical !== pathname) throw redirect(canonical, 301)
  return {
    ok: true as const,
    product,
    brand,
    img: context.media.image(product.image, product.imageAlt),
  }
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData
  if (!d?.ok) return seo(args, { title: 'Product', description: 'Product' })
  return seo(args, {
    title: `${d.product.name} – ${d.brand.name}`,
    description: d.product.shortDescription || d.brand.meta.description,
  })
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok)
    return (
      <div className="container-page section">
        <SectionError message={loaderData.error} />
      </div>
    )
  const { product, brand, img } = loaderData
  return (
    <article className="container-page section grid gap-8 md:grid-cols-2">
      <Image
        image={img}
        sizes="(min-width: 768px) 50vw, 100vw"
        priority
        className="h-auto w-full rounded-2xl"
      />
      <div>
        <p className="text-sm font-semibold text-leaf">{brand.name}</p>
        <h1 className="text-3xl">{product.name}</h1>
        <div
          className="prose-rich mt-4"
          dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
        />
      </div>
    </article>
  )
}
