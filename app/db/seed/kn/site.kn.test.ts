import { expect, test } from 'vitest'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { jobs, posts, slides } from '#app/db/seed/site.ts'
import { jobsKn, postsKn, settingsKn, slidesKn } from './site.kn.ts'

/**
 * The Kannada of the site's sample content and identity (site.kn.ts) against the English it
 * translates (../site.ts, app/domain/settings/defaults.ts): every English record has its Kannada,
 * every Kannada text is Kannada, and rich text keeps the English markup and links.
 */

const KANNADA = /[\u0C80-\u0CFF]/
const KANNADA_DIGIT = /[\u0CE6-\u0CEF]/
/** A text with words in it (not only a figure, a date or a mark). */
const WORDS = /[A-Za-z]{2,}/

/** One English text beside its Kannada, named by record and field. */
type Pair = { where: string; en: string | null | undefined; kn: string | undefined; html: boolean }

function pairs(): Pair[] {
  const out: Pair[] = []
  const add = (
    where: string,
    en: string | null | undefined,
    kn: string | undefined,
    html = false,
  ) => out.push({ where, en, kn, html })

  slides.forEach((s, i) => {
    const kn = slidesKn[i]
    add(`slide ${i + 1} title`, s.title, kn?.title)
    add(`slide ${i + 1} description`, s.description, kn?.description, true)
    add(`slide ${i + 1} imageAlt`, s.imageAlt, kn?.imageAlt)
  })

  for (const job of jobs) {
    const kn = jobsKn[job.slug]
    const at = `job ${job.slug}`
    add(`${at} jobTitle`, job.jobTitle, kn?.jobTitle)
    add(`${at} jobShortDescription`, job.jobShortDescription, kn?.jobShortDescription, true)
    add(`${at} jobDescription`, job.jobDescription, kn?.jobDescription, true)
    add(`${at} jobRole`, job.jobRole, kn?.jobRole)
    add(`${at} jobLocation`, job.jobLocation, kn?.jobLocation)
    add(`${at} jobType`, job.jobType, kn?.jobType)
    add(`${at} jobExperience`, job.jobExperience, kn?.jobExperience)
    add(`${at} workingHours`, job.workingHours, kn?.workingHours)
    add(`${at} workingDays`, job.workingDays, kn?.workingDays)
  }

  for (const post of posts) {
    const kn = postsKn[post.slug]
    const at = `post ${post.slug}`
    add(`${at} title`, post.title, kn?.title)
    add(`${at} author`, post.author, kn?.author)
    add(`${at} excerpt`, post.excerpt, kn?.excerpt)
    add(`${at} description`, post.description, kn?.description, true)
    add(`${at} imageAlt`, post.imageAlt, kn?.imageAlt)
    post.gallery.forEach((g, i) => add(`${at} gallery ${i + 1} alt`, g.alt, kn?.gallery[i]))
  }

  const en = identityDefaults
  const kn = settingsKn
  add('settings companyName', en.companyName, kn.companyName)
  add('settings shortName', en.shortName, kn.shortName)
  add('settings tagline', en.tagline, kn.tagline)
  add('settings whatsappMessage', en.whatsappMessage, kn.whatsappMessage)
  add('settings contactHours', en.contactHours, kn.contactHours)
  en.address.lines.forEach((line, i) =>
    add(`settings address line ${i + 1}`, line, kn.address.lines[i]),
  )
  add('settings grievanceOfficer name', en.grievanceOfficer.name, kn.grievanceOfficer.name)
  for (const stat of en.stats) add(`settings stat ${stat.key}`, stat.label, kn.stats[stat.key])
  add('settings copyrightLine', en.copyrightLine, kn.copyrightLine)
  add('settings copyrightShort', en.copyrightShort, kn.copyrightShort)
  return out
}

const text = (html: string) => html.replace(/<[^>]*>/g, ' ')

/** The markup of rich text: each tag in order, with its link target and nothing else. */
function markup(html: string): string[] {
  return [...html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/gi)].map(([, close, name, attrs]) => {
    const href = /\bhref\s*=\s*(["'])(.*?)\1/i.exec(attrs ?? '')?.[2]
    return `<${close}${name!.toLowerCase()}${href === undefined ? '' : ` href="${href}"`}>`
  })
}

/** The figures a text writes (4, 1,500, 9:30, 2018), each once. */
const figures = (s: string) => [...new Set(s.match(/\d+(?:[,.:]\d+)*/g) ?? [])]

test('every English slide, job, post, gallery picture, address line and statistic has its Kannada', () => {
  const missing = [
    ...slides.flatMap((_, i) => (slidesKn[i] ? [] : [`slide ${i + 1}`])),
    ...jobs.filter((j) => !jobsKn[j.slug]).map((j) => `job ${j.slug}`),
    ...posts.filter((p) => !postsKn[p.slug]).map((p) => `post ${p.slug}`),
    ...identityDefaults.stats.filter((s) => !settingsKn.stats[s.key]).map((s) => `stat ${s.key}`),
    ...pairs()
      .filter((p) => p.en != null && p.kn === undefined)
      .map((p) => p.where),
  ]
  expect(missing).toEqual([])
})

test('no Kannada without its English: no unknown record, no field the English leaves out', () => {
  const slugs = (xs: { slug: string }[]) => new Set(xs.map((x) => x.slug))
  const jobSlugs = slugs(jobs)
  const postSlugs = slugs(posts)
  const statKeys = new Set(identityDefaults.stats.map((s) => s.key))
  const extra = [
    ...slidesKn.slice(slides.length).map((_, i) => `slide ${slides.length + i + 1}`),
    ...Object.keys(jobsKn).filter((slug) => !jobSlugs.has(slug)),
    ...Object.keys(postsKn).filter((slug) => !postSlugs.has(slug)),
    ...Object.keys(settingsKn.stats).filter((key) => !statKeys.has(key)),
    ...posts
      .filter((p) => (postsKn[p.slug]?.gallery.length ?? 0) > p.gallery.length)
      .map((p) => `post ${p.slug} gallery`),
    ...(settingsKn.address.lines.length > identityDefaults.address.lines.length
      ? ['settings address lines']
      : []),
    ...pairs()
      .filter((p) => p.en == null && p.kn !== undefined)
      .map((p) => p.where),
  ]
  expect(extra).toEqual([])
})

test('every Kannada text is written in Kannada wherever the English has words', () => {
  const notKannada = (en: string, kn: string) => WORDS.test(en) && !KANNADA.test(kn)
  const bad = pairs()
    .filter((p): p is Pair & { en: string; kn: string } => p.en != null && p.kn !== undefined)
    .flatMap(({ where, en, kn, html }) => {
      if ((html ? text(kn) : kn).trim() === '') return [`${where}: empty`]
      if (!html) return notKannada(en, kn) ? [where] : []
      // Rich text, piece by piece between tags: an English paragraph left among Kannada ones.
      const enPieces = en.split(/<[^>]*>/)
      const knPieces = kn.split(/<[^>]*>/)
      if (enPieces.length !== knPieces.length) return notKannada(text(en), text(kn)) ? [where] : []
      return enPieces.flatMap((piece, i) =>
        notKannada(piece, knPieces[i]!) ? [`${where}: "${knPieces[i]}"`] : [],
      )
    })
  expect(bad).toEqual([])
})

test('Kannada rich text keeps the English tags, in the same order, and the same links', () => {
  const bad = pairs()
    .filter((p) => p.html && p.en != null && p.kn !== undefined)
    .filter((p) => JSON.stringify(markup(p.en!)) !== JSON.stringify(markup(p.kn!)))
    .map((p) => ({ where: p.where, en: markup(p.en!), kn: markup(p.kn!) }))
  expect(bad).toEqual([])
})

test('the Kannada keeps every figure of the English, in Western digits', () => {
  const bad = pairs()
    .filter((p): p is Pair & { en: string; kn: string } => p.en != null && p.kn !== undefined)
    .flatMap(({ where, en, kn, html }) => {
      const knFigures = new Set(figures(html ? text(kn) : kn))
      const lost = figures(html ? text(en) : en).filter((f) => !knFigures.has(f))
      return lost.length > 0 || KANNADA_DIGIT.test(kn) ? [{ where, lost }] : []
    })
  expect(bad).toEqual([])
})
