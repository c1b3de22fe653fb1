import { PageLink } from '#app/components/links.tsx'
import { Image } from '#app/components/image.tsx'
import type { ProductCard } from '#app/domain/brands/view.ts'
import { Section } from '#app/components/ui/section.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'
import { useEnglish } from './english.ts'

const sizes = '(min-width: 1024px) 340px, (min-width: 768px) 31vw, (min-width: 320px) 45vw, 90vw'

/**
 * Grids of 1, 2 or 3 columns (SPEC.md §9). Packs are small pictures: two to a row already on a
 * phone, so a range of fourteen is not a long scroll on a slow connection; two or four products
 * stay in two columns, a single one is not stretched; longer ranges take three from a tablet up.
 * Under 320 px (a phone zoomed to 150 % is 240 px wide), one column: half of it is narrower than
 * a product's name ("Groundnut Oil").
 */
function gridClass(count: number): string {
  if (count === 1) return 'grid max-w-sm grid-cols-1 gap-6'
  const base = 'grid grid-cols-1 gap-3 xs:grid-cols-2 sm:gap-6'
  return count === 2 || count === 4 ? `${base} lg:max-w-4xl` : `${base} md:grid-cols-3`
}

/**
 * A brand's products: image and name (and the short description where the brand has one). A
 * card is a link to the product page only when the product has one (product.href); the static
 * brand pages' cards are not links, as SPEC.md §2.8 says.
 */
export function ProductGrid({ products, empty }: { products: ProductCard[]; empty: string }) {
  if (products.length === 0) return <p className="text-lg text-muted">{empty}</p>
  return (
    <ul className={gridClass(products.length)}>
      {products.map((p) => (
        <li key={p.id} className="flex">
          {p.href ? (
            <PageLink
              to={p.href}
              className="card group flex w-full flex-col overflow-hidden text-ink no-underline transition-shadow hover:shadow-md"
            >
              <Card product={p} linked />
            </PageLink>
          ) : (
            <div className="card flex w-full flex-col overflow-hidden">
              <Card product={p} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

/** A titled grid of products: a brand's, a category's, or the others on a product page. */
export function ProductSection({
  id = 'products',
  heading,
  products,
  empty,
}: {
  id?: string
  heading: string
  products: ProductCard[]
  empty: string
}) {
  return (
    <Section id={id} title={heading}>
      <ProductGrid products={products} empty={empty} />
    </Section>
  )
}

function Card({ product, linked = false }: { product: ProductCard; linked?: boolean }) {
  const { t } = useI18n()
  const english = useEnglish()
  return (
    <>
      {/* In a link the name says it all; on a plain card the picture's own text adds to it. */}
      <Image
        image={product.image}
        sizes={sizes}
        alt={linked ? '' : undefined}
        className="aspect-square h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3
          lang={english(product, 'name')}
          className={`text-base sm:text-lg ${linked ? 'text-primary group-hover:underline' : ''}`}
        >
          {product.name}
        </h3>
        {product.shortDescription ? (
          <p
            lang={english(product, 'shortDescription')}
            className="text-sm text-muted sm:text-base"
          >
            {product.shortDescription}
          </p>
        ) : null}
        {linked ? (
          <span aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-primary">
            {t('View details →')}
          </span>
        ) : null}
      </div>
    </>
  )
}
