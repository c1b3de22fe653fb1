import { expect, test } from 'vitest'
import { slideInKannada, slidesInLang } from './translated.server.ts'
import type { HomeSlide } from './slides.server.ts'

const slide: HomeSlide = {
  id: 2,
  image: 'home/slide-2.svg',
  imageAlt: 'An electric goods auto',
  title: 'Electric deliveries',
  text: 'Quiet and clean.',
}

test('a slide in Kannada field by field, its description as the plain text the carousel shows', () => {
  const { slide: kn, en } = slideInKannada(slide, {
    title: 'ಎಲೆಕ್ಟ್ರಿಕ್ ಡೆಲಿವರಿ',
    description: '<p>ಸದ್ದಿಲ್ಲ, <strong>ಹೊಗೆ</strong> ಇಲ್ಲ &amp; ಸ್ವಚ್ಛ.</p>',
  })
  expect(kn).toEqual({ ...slide, title: 'ಎಲೆಕ್ಟ್ರಿಕ್ ಡೆಲಿವರಿ', text: 'ಸದ್ದಿಲ್ಲ, ಹೊಗೆ ಇಲ್ಲ & ಸ್ವಚ್ಛ.' })
  expect(en).toEqual(['imageAlt'])
  expect(slideInKannada(slide, undefined).en.sort()).toEqual(['imageAlt', 'text', 'title'])
})

test('the slides read their Kannada once, only on a Kannada page', async () => {
  const asked: string[] = []
  const source = {
    translations: async (kind: string) => {
      asked.push(kind)
      return new Map([['2', { imageAlt: 'ಎಲೆಕ್ಟ್ರಿಕ್ ಗೂಡ್ಸ್ ಆಟೋ' }]])
    },
  }
  expect(await slidesInLang(source, [slide], 'en')).toEqual([{ slide, en: [] }])
  const [kn] = await slidesInLang(source, [slide, { ...slide, id: 3 }], 'kn')
  expect(kn!.slide.imageAlt).toBe('ಎಲೆಕ್ಟ್ರಿಕ್ ಗೂಡ್ಸ್ ಆಟೋ')
  expect(asked).toEqual(['slides'])
})
