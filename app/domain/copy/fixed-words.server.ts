import { aboutKn, homeKn } from '#app/db/seed/kn/copy.kn.ts'
import type { Lang } from '#app/routing/lang.ts'
import { aboutHero, empowering } from './about.ts'
import { hero } from './home.ts'

/**
 * The home and About pages' words that are fixed in code rather than page copy staff edit (the
 * home page's heading and carousel name, About's opening and "Empowering Rural Kirana"), in the
 * page's language. Read by the loaders, so each page carries only its own language's words and
 * no Kannada reaches an English page's JavaScript.
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
