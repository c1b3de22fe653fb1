import { Image } from '#app/components/image.tsx'
import { ExternalIcon } from '#app/components/icons.tsx'
import type { SocialCard } from '#app/domain/brands/view.ts'
import { Section } from '#app/components/ui/section.tsx'
import { VideoFacade } from './video-facade.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'
import { useEnglish } from './english.ts'

const sizes = '(min-width: 1024px) 340px, (min-width: 640px) 45vw, 90vw'

/**
 * The "Social" grid (SPEC.md §2.7): videos as facades that load the player on a click, and
 * Instagram-style cards that link out. A video whose URL has no readable id says so.
 */
function SocialGrid({ items, empty }: { items: SocialCard[]; empty: string }) {
  const { t } = useI18n()
  const english = useEnglish()
  if (items.length === 0) return <p className="text-lg text-muted">{empty}</p>
  return (
    <ul className="grid-cards">
      {items.map((s) => (
        <li key={s.id} className="card flex flex-col overflow-hidden">
          {s.kind === 'link' && s.linkUrl ? (
            <a
              href={s.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex flex-1 flex-col text-ink no-underline"
            >
              <Image image={s.image} sizes={sizes} alt="" className="h-auto w-full" />
              <span className="flex flex-1 items-start justify-between gap-3 p-4">
                <span
                  lang={english(s, 'title')}
                  className="font-semibold text-primary group-hover:underline"
                >
                  {s.title}
                </span>
                <ExternalIcon size={18} className="mt-1 shrink-0 text-muted" />
              </span>
              <span className="sr-only"> {t('(opens in a new tab)')}</span>
            </a>
          ) : s.kind === 'link' ? (
            // A card whose link is missing still shows its picture and title.
            <>
              <Image image={s.image} sizes={sizes} className="h-auto w-full" />
              <h3 lang={english(s, 'title')} className="p-4 text-base">
                {s.title}
              </h3>
            </>
          ) : (
            <>
              {s.videoId ? (
                <VideoFacade videoId={s.videoId} title={s.title} poster={s.image} sizes={sizes} />
              ) : (
                <p className="error-text flex aspect-video items-center justify-center bg-red-50 p-4 text-center">
                  {t('Invalid YouTube URL')}
                </p>
              )}
              <h3 lang={english(s, 'title')} className="p-4 text-base">
                {s.title}
              </h3>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

/** A brand page's "Social" section. */
export function SocialSection({ items, empty }: { items: SocialCard[]; empty: string }) {
  const { t } = useI18n()
  return (
    <Section id="social" title={t('Social')}>
      <SocialGrid items={items} empty={empty} />
    </Section>
  )
}
