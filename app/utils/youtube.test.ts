import { expect, test } from 'vitest'
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.ts'

test('reads the video id from the v parameter of a watch URL, and from a short link', () => {
  expect(youtubeVideoId('https://www.youtube.com/watch?v=Nt7sPcM2aQ1')).toBe('Nt7sPcM2aQ1')
  expect(youtubeVideoId('https://m.youtube.com/watch?feature=share&v=a_b-C1d2E3f')).toBe(
    'a_b-C1d2E3f',
  )
  expect(youtubeVideoId('https://youtu.be/Nt7sPcM2aQ1')).toBe('Nt7sPcM2aQ1')
})

test('a URL without a readable v is no video (the page says "Invalid YouTube URL")', () => {
  for (const bad of [
    null,
    '',
    'not a url',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=Nt7sPcM2aQ1"><script>',
    'https://www.youtube.com/channel/UC123',
    'https://evil.example/watch?v=Nt7sPcM2aQ1',
    'javascript:alert(1)//?v=Nt7sPcM2aQ1',
  ])
    expect(youtubeVideoId(bad), String(bad)).toBeNull()
})

test('the player is the privacy-enhanced one, autoplaying after the click', () => {
  expect(youtubeEmbedUrl('Nt7sPcM2aQ1')).toBe(
    'https://www.youtube-nocookie.com/embed/Nt7sPcM2aQ1?autoplay=1',
  )
})
