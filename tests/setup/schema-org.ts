// A check of our JSON-LD against the required and recommended fields of each schema.org type we
// publish, as schema.org defines them and Google's structured-data guides ask for them
// (JobPosting, Organization, WebSite, Article as BlogPosting and NewsArticle, BreadcrumbList).
// Used by the unit tests of the builders and by the browser test that reads every sitemap page.

type Ld = Record<string, unknown>

/** Facts that only exist when staff gave them: their absence is not a fault of the markup. */
const DATA_DEPENDENT = [
  'JobPosting.validThrough',
  'JobPosting.baseSalary',
  'JobPosting.jobLocation.address.postalCode',
  'JobPosting.totalJobOpenings',
  'BlogPosting.image',
  'NewsArticle.image',
] as const

const rules: Record<string, { required: string[]; recommended: string[] }> = {
  JobPosting: {
    required: [
      'title',
      'description',
      'datePosted',
      'hiringOrganization.name',
      'jobLocation.address.addressLocality',
      'jobLocation.address.addressCountry',
    ],
    recommended: [
      'employmentType',
      'identifier.value',
      'directApply',
      'validThrough',
      'baseSalary',
      'hiringOrganization.logo',
      'hiringOrganization.sameAs',
      'jobLocation.address.addressRegion',
      'jobLocation.address.postalCode',
      'url',
    ],
  },
  Organization: {
    required: ['name', 'url'],
    recommended: [
      'logo',
      'sameAs',
      'contactPoint.telephone',
      'contactPoint.contactType',
      'contactPoint.availableLanguage',
      'address.addressCountry',
      'email',
      'telephone',
    ],
  },
  WebSite: { required: ['name', 'url'], recommended: ['alternateName', 'publisher'] },
  BlogPosting: {
    required: ['headline'],
    recommended: [
      'image',
      'datePublished',
      'dateModified',
      'author.name',
      'publisher.name',
      'publisher.logo.url',
      'mainEntityOfPage',
    ],
  },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
}
rules.NewsArticle = rules.BlogPosting!

const URL_FIELDS = [
  'url',
  'logo',
  'item',
  'sameAs',
  'image',
  'publisher.logo.url',
  'hiringOrganization.logo',
]

function at(value: unknown, path: string): unknown {
  let v: unknown = value
  for (const part of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Ld)[part]
  }
  return v
}

const present = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)

/**
 * What is wrong with one JSON-LD value (an object or an array of them): missing required or
 * recommended fields (except `DATA_DEPENDENT` ones), bad dates, relative URLs, unknown types,
 * a breadcrumb trail out of order. Empty when it passes.
 */
export function schemaProblems(ld: unknown): string[] {
  if (Array.isArray(ld)) return ld.flatMap(schemaProblems)
  const problems: string[] = []
  if (!ld || typeof ld !== 'object') return ['not an object']
  const item = ld as Ld
  const type = String(item['@type'])
  if (!String(item['@context'] ?? '').startsWith('https://schema.org'))
    problems.push(`${type}: no schema.org @context`)
  const rule = rules[type]
  if (!rule) return [...problems, `${type}: a type we do not publish`]
  for (const f of rule.required)
    if (!present(at(item, f))) problems.push(`${type}: required ${f} missing`)
  for (const f of rule.recommended)
    if (!present(at(item, f)) && !(DATA_DEPENDENT as readonly string[]).includes(`${type}.${f}`))
      problems.push(`${type}: recommended ${f} missing`)
  for (const f of URL_FIELDS) {
    const v = at(item, f)
    for (const u of Array.isArray(v) ? v : v === undefined ? [] : [v])
      if (typeof u !== 'string' || !/^https?:\/\/[^/]/.test(u))
        problems.push(`${type}: ${f} is not an absolute URL`)
  }
  for (const f of ['datePosted', 'validThrough', 'datePublished', 'dateModified']) {
    const v = at(item, f)
    if (v !== undefined && (typeof v !== 'string' || Number.isNaN(Date.parse(v))))
      problems.push(`${type}: ${f} is not an ISO 8601 date`)
  }
  if (type === 'JobPosting') {
    const emp = item.employmentType
    const allowed = [
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'INTERN',
      'VOLUNTEER',
      'PER_DIEM',
      'OTHER',
    ]
    if (emp !== undefined && !allowed.includes(String(emp)))
      problems.push(`JobPosting: employmentType ${String(emp)}`)
    const salary = item.baseSalary as Ld | undefined
    if (salary) {
      const value = salary.value as Ld | undefined
      if (salary.currency !== 'INR') problems.push('JobPosting: baseSalary.currency is not INR')
      if (!value || !['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(String(value.unitText)))
        problems.push('JobPosting: baseSalary.value.unitText missing')
      if (value && !present(value.value) && !(present(value.minValue) && present(value.maxValue)))
        problems.push('JobPosting: baseSalary has no amount')
    }
    if (at(item, 'jobLocation.address.addressCountry') !== 'IN')
      problems.push('JobPosting: country is not IN')
    const pin = at(item, 'jobLocation.address.postalCode')
    if (pin !== undefined && !/^[1-9]\d{5}$/.test(String(pin)))
      problems.push('JobPosting: postalCode is not a PIN code')
  }
  if (type === 'BreadcrumbList') {
    const list = (item.itemListElement ?? []) as Ld[]
    if (list.length < 2) problems.push('BreadcrumbList: fewer than two steps')
    list.forEach((step, i) => {
      if (step['@type'] !== 'ListItem')
        problems.push(`BreadcrumbList: step ${i + 1} is not a ListItem`)
      if (step.position !== i + 1)
        problems.push(`BreadcrumbList: step ${i + 1} has position ${String(step.position)}`)
      if (!present(step.name)) problems.push(`BreadcrumbList: step ${i + 1} has no name`)
      if (present(step.item) && !/^https?:\/\/[^/]/.test(String(step.item)))
        problems.push(`BreadcrumbList: step ${i + 1} item is not an absolute URL`)
      if (!present(step.item) && i < list.length - 1)
        problems.push(`BreadcrumbList: step ${i + 1} has no item`)
    })
  }
  if (type === 'Organization' && !Array.isArray(item.sameAs))
    problems.push('Organization: sameAs is not a list')
  return problems
}
