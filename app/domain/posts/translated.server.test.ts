import { expect, test } from 'vitest'
import type { Translation } from '#app/domain/content/translations.server.ts'
import type { Post } from './queries.server.ts'
import { postInKannada, postsInLang } from './translated.server.ts'

const story: Post = {
  id: 7,
  type: 'blog',
  slug: 'festival-stock',
  title: 'Festival stock',
  author: 'Editorial team',
  postDate: '2025-10-01',
  image: 'posts/x.svg',
  imageAlt: '',
  excerpt: 'How stores plan for Diwali.',
  newsLink: null,
  descriptionHtml: '<p>Plan early.</p>',
  gallery: [{ id: 1, image: 'posts/x-1.svg', alt: 'Shelves' }],
}

test('a story in Kannada field by field: English stays (and is named) where no Kannada is', () => {
  const { post, en } = postInKannada(story, { title: 'ಹಬ್ಬದ ಸ್ಟಾಕ್', excerpt: 'ದೀಪಾವಳಿಗೆ ತಯಾರಿ.' })
  expect(post).toMatchObject({
    title: 'ಹಬ್ಬದ ಸ್ಟಾಕ್',
    excerpt: 'ದೀಪಾವಳಿಗೆ ತಯಾರಿ.',
    author: 'Editorial team',
    descriptionHtml: '<p>Plan early.</p>',
    // What is the item's, not a language's, is as it was.
    slug: 'festival-stock',
    gallery: story.gallery,
  })
  // An empty English field (the alt text here) is no English on the page: nothing to mark.
  expect(en.sort()).toEqual(['author', 'descriptionHtml'])
  // The English record is not changed.
  expect(story.title).toBe('Festival stock')
})

test("a gallery picture's description takes its Kannada by the picture's id; the others keep their English", () => {
  const two = {
    ...story,
    gallery: [...story.gallery, { id: 2, image: 'posts/x-2.svg', alt: 'Till' }],
  }
  const { post } = postInKannada(two, { 'gallery.2.alt': 'ಹಣದ ಡಬ್ಬಿ', 'gallery.9.alt': 'ಬೇರೆ' })
  expect(post.gallery).toEqual([
    { id: 1, image: 'posts/x-1.svg', alt: 'Shelves' },
    { id: 2, image: 'posts/x-2.svg', alt: 'ಹಣದ ಡಬ್ಬಿ' },
  ])
  expect(two.gallery[1]!.alt).toBe('Till')
})

test('the Kannada story is sanitized as the English is; a list row has no story to mark', () => {
  const kn: Translation = {
    title: 'ಹಬ್ಬ',
    author: 'ಸಂಪಾದಕೀಯ ತಂಡ',
    excerpt: 'ಸಾರ',
    description: '<p>ಬೇಗ ಯೋಜಿಸಿ.</p><script>alert(1)</script>',
  }
  const { post, en } = postInKannada(story, kn)
  expect(post.descriptionHtml).toBe('<p>ಬೇಗ ಯೋಜಿಸಿ.</p>')
  expect(en).toEqual([])
  const { descriptionHtml: _d, gallery: _g, ...row } = story
  expect(postInKannada(row, undefined).en.sort()).toEqual(['author', 'excerpt', 'title'])
})

test('a page reads the Kannada of its stories once, only in Kannada, and shows English when it cannot', async () => {
  const asked: Array<[string, number[]]> = []
  const source = {
    translations: async (kind: string, ids: number[]) => {
      asked.push([kind, ids])
      return new Map([['7', { title: 'ಹಬ್ಬದ ಸ್ಟಾಕ್' }]])
    },
  }
  expect(await postsInLang(source, [story], 'en')).toEqual([{ post: story, en: [] }])
  expect(asked).toEqual([])
  const [kn] = await postsInLang(source, [story], 'kn')
  expect(kn!.post.title).toBe('ಹಬ್ಬದ ಸ್ಟಾಕ್')
  expect(asked).toEqual([['posts', [7]]])
  const failing = { translations: () => Promise.reject(new Error('database gone')) }
  const [english] = await postsInLang(failing, [story], 'kn')
  expect(english!.post.title).toBe('Festival stock')
  expect(english!.en).toContain('title')
})
