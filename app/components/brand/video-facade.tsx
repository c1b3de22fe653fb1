import { useEffect, useRef, useState } from 'react'
import { Image } from '#app/components/image.tsx'
import { PlayIcon } from '#app/components/icons.tsx'
import type { ImageData } from '#app/utils/image.ts'
import { useHydrated } from '#app/components/hooks/use-hydrated.ts'
import { youtubeEmbedUrl, youtubeWatchUrl } from '#app/utils/youtube.ts'
import { useI18n } from '#app/i18n/i18n.tsx'

/**
 * A YouTube video as a light facade: our own poster with a play button. The player (from
 * youtube-nocookie.com) is inserted only after the click, so nothing is asked of a third party
 * before the visitor wants the video, not even a thumbnail (DESIGN.md "Budgets"). Until the
 * scripts have run (or without JavaScript) the poster is a plain link to the video on YouTube.
 */
export function VideoFacade({
  videoId,
  title,
  poster,
  sizes,
}: {
  videoId: string
  title: string
  poster: ImageData
  sizes: string
}) {
  const [playing, setPlaying] = useState(false)
  const { t } = useI18n()
  const hydrated = useHydrated()
  const frame = useRef<HTMLIFrameElement>(null)
  // The button the visitor pressed is gone; keep the keyboard where the video now is.
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  if (playing)
    return (
      <iframe
        ref={frame}
        src={youtubeEmbedUrl(videoId)}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video h-auto w-full border-0 bg-black"
      />
    )
  // The poster stays the same elements when the page hydrates; only the control over it changes
  // from the link to the button (a new poster would be decoded again, in the hydration's task).
  // Its focus ring is drawn inside it: the poster's frame clips anything outside.
  const control = 'absolute inset-0 cursor-pointer focus-visible:outline-offset-[-6px]'
  return (
    <div className="group relative aspect-video w-full overflow-hidden bg-ink">
      <Image image={poster} sizes={sizes} alt="" className="h-full w-full object-cover" />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-[#c4302b] text-white shadow-lg transition-transform group-hover:scale-110">
          <PlayIcon size={30} />
        </span>
      </span>
      {hydrated ? (
        <button type="button" onClick={() => setPlaying(true)} className={control}>
          <span className="sr-only">{t('Play video: {title}', { title })}</span>
        </button>
      ) : (
        <a href={youtubeWatchUrl(videoId)} className={control}>
          <span className="sr-only">{t('Play video: {title} (on YouTube)', { title })}</span>
        </a>
      )}
    </div>
  )
}
