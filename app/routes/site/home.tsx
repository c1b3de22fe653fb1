import { Image } from '#app/components/image'
import { readSection } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { listHomeSlides } from '#app/models/home-slides.server'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  // Spec §8: a failing home section is left out without a message.
  const slides = await readSection(context, 'the slides could not be loaded', () =>
    listHomeSlides(context.db),
  )
  return {
    slides: slides.ok
      ? slides.value.map((s) => ({
          id: s.id,
          title: s.title,
          text: s.text,
          image: context.media.image(s.image, s.imageAlt),
        }))
      : [],
  }
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Grameen supermarkets for rural Karnataka',
    description:
      'We turn village kirana stores into Grameen supermarkets: groceries, spices, oils and daily needs delivered to rural Karnataka and South India.',
    path: '/',
  })

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page section">
      <h1 className="text-3xl">Grameen supermarkets for every village</h1>
      <ul className="mt-6 grid-cards">
        {loaderData.slides.map((s, i) => (
          <li key={s.id} className="card overflow-hidden">
            <Image
              image={s.image}
              sizes="(min-width: 1024px) 33vw, 100vw"
              priority={i === 0}
              className="h-auto w-full"
            />
            <div className="p-4">
              <h2 className="text-lg">{s.title}</h2>
              <p className="text-muted">{s.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
