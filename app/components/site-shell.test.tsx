import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, test } from 'vitest'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { I18nProvider, makeI18n } from '#app/i18n/i18n.tsx'
import catalogue from '#app/i18n/kn-ui.json'
import { readHtml } from '#tests/setup/screen.ts'
import { SiteShell, type ShellData } from './site-shell.tsx'

const logo = {
  src: '/media/site/logo.svg',
  alt: 'Logo',
  width: 360,
  height: 96,
  vector: true,
  widths: [],
  version: '1',
}

/** The shell of a Kannada page whose settings have no published Kannada for `en`'s words. */
function kannadaShell(en: string[]) {
  const data: ShellData = {
    settings: identityDefaults,
    settingsEn: en,
    publicUrl: 'https://site.example.com',
    logo,
    logoLight: logo,
  }
  const router = createMemoryRouter(
    [{ id: 'root', path: '*', element: <SiteShell data={data}>page</SiteShell> }],
    { initialEntries: ['/kn'], hydrationData: { loaderData: { root: data } } },
  )
  return readHtml(
    renderToString(
      <I18nProvider value={makeI18n('kn', catalogue)}>
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  )
}

test('on a Kannada page the phone menu’s copyright line is marked English while it has no Kannada, as the footer’s is', () => {
  const menuLine = (screen: ReturnType<typeof readHtml>) =>
    [...screen.body.querySelectorAll('header p')].find(
      (p) => p.textContent === identityDefaults.copyrightShort,
    )
  const english = kannadaShell(['copyrightShort', 'copyrightLine'])
  expect(menuLine(english)?.getAttribute('lang')).toBe('en')
  const footer = english.body.querySelector('footer')!
  expect(
    [...footer.querySelectorAll('[lang="en"]')].some((e) =>
      e.textContent?.includes(identityDefaults.copyrightLine),
    ),
  ).toBe(true)
  // Published in Kannada (here: the same words, not listed as English): no mark.
  expect(menuLine(kannadaShell([]))?.hasAttribute('lang')).toBe(false)
})
