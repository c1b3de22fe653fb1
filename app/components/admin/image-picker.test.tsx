import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { Field } from '#app/domain/content/fields.ts'
import { readHtml } from '#tests/setup/screen.ts'
import { ContentFields } from './content-fields.tsx'
import { MediaChoicesProvider, type MediaChoices, type PictureChoice } from './image-picker.tsx'

const card = (key: string, alt: string, thumb: string): PictureChoice => ({
  key,
  name: key.split('/').pop()!,
  alt,
  decorative: false,
  thumb,
  width: 640,
  height: 400,
})

// The library newest first, as the loader gives it; thumbnails only for what the form holds.
const choices = (chosen: PictureChoice[]): MediaChoices => ({
  options: [
    { key: 'home/slide-1.svg', label: 'home/slide-1.svg — A village shop' },
    { key: 'brands/naati/logo.svg', label: 'brands/naati/logo.svg — Naati logo' },
  ],
  chosen: Object.fromEntries(chosen.map((c) => [c.key, c])),
  maxMb: 10,
})
const slide = card('home/slide-1.svg', 'A village shop', '/media/home/slide-1.svg.w160.webp?v=2')
const logo = card('brands/naati/logo.svg', 'Naati logo', '/media/brands/naati/logo.svg?v=1')

const fields: Field[] = [
  { type: 'image', name: 'logo', label: 'Logo' },
  { type: 'image', name: 'banner', label: 'Banner', required: true },
]

/** The option the server marked selected (happy-dom's select.value does not read it back). */
const chosen = (s: HTMLSelectElement) =>
  [...s.options].find((o) => o.hasAttribute('selected'))?.value

function render(values: Record<string, unknown>, chosen: PictureChoice[]) {
  return readHtml(
    renderToString(
      <MediaChoicesProvider value={choices(chosen)}>
        <ContentFields fields={fields} values={values} errors={{}} options={{}} />
      </MediaChoicesProvider>,
    ),
  )
}

// Without JavaScript an image field is a plain select of the library's pictures; the value sent
// is the media key, as the content columns have always held it.
test('an image field is a select of the library, showing the chosen picture', () => {
  const screen = render({ logo: 'home/slide-1.svg', banner: 'brands/naati/logo.svg' }, [
    slide,
    logo,
  ])
  const logoField = screen.getByRole('combobox', { name: 'Logo (optional)' }) as HTMLSelectElement
  expect(logoField.getAttribute('name')).toBe('logo')
  expect([...logoField.options].map((o) => [o.value, o.textContent])).toEqual([
    ['', 'No picture'],
    ['home/slide-1.svg', 'home/slide-1.svg — A village shop'],
    ['brands/naati/logo.svg', 'brands/naati/logo.svg — Naati logo'],
  ])
  expect(chosen(logoField)).toBe('home/slide-1.svg')
  const banner = screen.getByRole('combobox', { name: 'Banner' }) as HTMLSelectElement
  expect(banner.required).toBe(true)
  expect([...banner.options].map((o) => o.value)).not.toContain('')
  const thumbs = [...screen.body.querySelectorAll('img')].map((i) => i.getAttribute('src'))
  expect(thumbs).toEqual([
    '/media/home/slide-1.svg.w160.webp?v=2',
    '/media/brands/naati/logo.svg?v=1',
  ])
})

test('a value that is not in the library stays chosen and says so', () => {
  const screen = render({ logo: 'old/gone.png', banner: 'home/slide-1.svg' }, [slide])
  const logoField = screen.getByRole('combobox', { name: 'Logo (optional)' }) as HTMLSelectElement
  expect(chosen(logoField)).toBe('old/gone.png')
  expect(screen.getByRole('option', { name: 'old/gone.png (not in the library)' })).toBeTruthy()
  expect(screen.getByText('Not in the library')).toBeTruthy()
})
