import { readFileSync } from 'node:fs'

/** The Kannada catalogue of the site's fixed strings, English → Kannada, as the pages read it. */
export const knCatalogue = JSON.parse(
  readFileSync(new URL('../../../app/i18n/kn-ui.json', import.meta.url), 'utf8'),
) as Record<string, string>
