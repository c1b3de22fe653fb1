import { aboutKn, careersKn, homeKn, privacyKn } from '#app/db/seed/kn/copy.kn.ts'
import type { Lang } from '#app/routing/lang.ts'
import { aboutHero, empowering } from './about.ts'
import { careersGallery, companyValues, opportunitiesBanner, whyJoinUs } from './careers.ts'
import { hero } from './home.ts'
import { privacyIntro, privacySections } from './privacy.ts'

/**
 * The words of the public pages that are fixed in code rather than page copy staff edit (the
 * home page's heading and carousel name, About's opening and "Empowering Rural Kirana", the
 * Opportunities page's values, "Why Join Us?" and gallery, the privacy policy), in the page's
 * language. Read by the loaders, so each page carries only its own language's words and no
 * Kannada reaches an English page's JavaScript.
 */
export function homeWords(lang: Lang) {
  return lang === 'kn' ? homeKn.hero : hero
}

export function aboutWords(lang: Lang) {
  const words = lang === 'kn' ? aboutKn : { aboutHero, empowering }
  return {
    eyebrow: words.aboutHero.eyebrow,
    title: words.aboutHero.title,
    intro: words.aboutHero.intro,
    heroAlt: words.aboutHero.image.alt,
    empowering: words.empowering,
  }
}

export function careersWords(lang: Lang) {
  return lang === 'kn'
    ? careersKn
    : { companyValues, whyJoinUs, careersGallery, opportunitiesBanner }
}

/**
 * Stand-ins for the site's names in the policy's words: the loader cannot see the settings the
 * root loader reads (loaders run side by side), so the page puts the names in from the same
 * settings the footer shows (`fillNames`).
 */
const names = { companyName: '{companyName}', shortName: '{shortName}' }

export function privacyWords(lang: Lang) {
  const words = lang === 'kn' ? privacyKn : { privacyIntro, privacySections }
  return { intro: words.privacyIntro(names), sections: words.privacySections(names) }
}
