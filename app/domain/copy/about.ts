/**
 * Fixed copy of the About page (SPEC.md §2.5). The company's name, phone numbers and figures come
 * from the settings record; this file speaks as "we" so it never hard-codes them. Image paths are
 * relative to the media folder (the artwork is in app/db/seed/media/about/).
 */

export type AboutImage = { src: string; alt: string }

export type Award = {
  image: AboutImage
  title: string
  /** When it was given, as the award names it. */
  when: string
  description: string
}

/** The year the company was founded (SPEC.md §9). */
export const FOUNDED_YEAR = 2018

export const aboutHero = {
  eyebrow: 'About us',
  title: 'Bringing the best of India’s brands to the village kirana',
  /** The spec's paragraph on connecting manufacturers and FPOs with rural kirana stores. */
  intro:
    'We connect manufacturers, brands and farmer producer organisations (FPOs) directly with kirana stores in rural Karnataka and South India. One trusted supply chain brings groceries, spices, oils, detergents and personal care to the village shop at fair prices, and carries the produce of farmer groups to new markets.',
  image: {
    src: 'about/anim-hero.svg',
    alt: 'An animated village road: an electric delivery van drives from a rural warehouse to a Grameen supermarket, where a woman waves under palm trees',
  } satisfies AboutImage,
}

export const empowering = {
  title: 'Empowering Rural Kirana with Seamless Convenience',
  paragraphs: [
    `Founded in ${FOUNDED_YEAR}, we started with a simple idea: the kirana store that every village already trusts should be able to offer the same choice and quality as a city supermarket. Today we support thousands of kirana owners, who order from a basic smartphone and receive their stock at the shop door, so they no longer close for a day to travel to a distant wholesale market.`,
    'We help owners turn their shops into Grameen supermarkets, with a wider range, fresher stock, better shelves and fair buying prices. Our electric vehicles deliver on planned routes, our rural warehouses are run with local self-help groups, and our field teams speak the language of the village.',
  ],
  points: [
    'Doorstep delivery on fixed weekly routes',
    'Fair, transparent buying prices',
    'Our own brands and trusted partner brands',
    'Staples sourced from farmer producer organisations',
  ],
}

/**
 * Each statement with its own picture. The pictures carry no words: the headings are text on the
 * page, said once (a combined picture that also spelt "Our Mission" and "Our Vision" said them
 * twice).
 */
export const missionVision = {
  title: 'Our Mission and Vision',
  statements: [
    {
      key: 'mission',
      heading: 'Our Mission',
      text: 'To make every village kirana a Grameen supermarket: more variety, better quality and fair prices at the doorstep of rural families, delivered cleanly and reliably.',
      image: {
        src: 'about/mission.svg',
        alt: 'A rural warehouse, an electric delivery van and a Grameen supermarket linked by one village road, with a farmer and a shopper at either end',
      } satisfies AboutImage,
    },
    {
      key: 'vision',
      heading: 'Our Vision',
      text: 'A rural India where a family finds everything it needs in its own village, farmers and small producers sell to buyers they can trust, and good jobs grow close to home.',
      image: {
        src: 'about/vision.svg',
        alt: 'A thriving Grameen supermarket among village homes and green fields, with a mother, her child and a farmer waving',
      } satisfies AboutImage,
    },
  ],
}

export const awards: Award[] = [
  {
    image: {
      src: 'about/award-1.svg',
      alt: 'A golden trophy within a laurel wreath above a ribbon reading 2024',
    },
    title: 'Emerging Brand of the Year',
    when: '2024',
    description:
      'Recognised for building consumer brands made for rural kitchens and homes, sold through the village kirana stores that families already trust.',
  },
  {
    image: {
      src: 'about/award-2.svg',
      alt: 'A crystal award with a microchip emblem above a ribbon reading 2024',
    },
    title: 'Tech Summit: Rural Digital Transformation',
    when: '2024',
    description:
      'Honoured at a technology summit for bringing digital ordering to rural retail: kirana owners order from a basic smartphone and track every delivery.',
  },
  {
    image: {
      src: 'about/award-3.svg',
      alt: 'A gold medal with a star on a red ribbon, above a ribbon reading 2020',
    },
    title: 'Promising Startup of the Year',
    when: '2020',
    description:
      'Named one of the most promising startups of the year for a supply chain that reaches villages other distributors pass by.',
  },
  {
    image: {
      src: 'about/award-4.svg',
      alt: 'A certificate reading 40 with a gold seal, above a ribbon reading Feb 2021',
    },
    title: 'Times 40 Under 40',
    when: 'February 2021',
    description:
      'Our founders were named among the Times 40 Under 40 for their work on rural commerce and local employment.',
  },
]

export const aboutBanner = {
  image: {
    src: 'about/banner.svg',
    alt: 'Our rural warehouse, delivery vans, a field executive and a family outside a well-stocked Grameen supermarket on a sunny village road',
  } satisfies AboutImage,
  title: 'Grow with us',
  text: 'Whether you run a kirana store, make a product rural families love, or want to build a career in rural commerce, we would like to hear from you.',
}
