const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The video id of a YouTube link, or null when none can be read (SPEC.md §2.7: the page then
 * shows "Invalid YouTube URL"). Watch URLs carry it in `v` (youtube.com/watch?v=…); short links
 * (youtu.be/…) in the path. Anything else, another host included, is not a video we can embed.
 */
export function youtubeVideoId(url: string | null | undefined): string | null {
  if (!url) return null
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return null
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null
  const host = u.hostname.toLowerCase().replace(/^(www|m)\./, '')
  let id: string | null = null
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') id = u.searchParams.get('v')
  else if (host === 'youtu.be') id = u.pathname.slice(1)
  return id && VIDEO_ID.test(id) ? id : null
}

/** The privacy-enhanced player, loaded only after the visitor asks for it. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`
}

/** The video's own page on YouTube: where the play button leads before the scripts have run. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`
}
