/**
 * Fixed copy of the home page (SPEC.md §2.4). The slides and the six counters come from the
 * database (home slides, settings); everything else a developer changes here. Image paths are
 * relative to the media folder (the artwork is in app/db/seed/media/home/).
 */

export type HomeImage = { src: string; alt: string }

/** A title in three parts: the middle part is drawn highlighted. */
type HighlightedTitle = { before: string; highlight: string; after: string }

export type WhatWeDoCard = { image: HomeImage; title: HighlightedTitle; description: string }

export const hero = {
  /** The carousel's accessible name (WAI-ARIA carousel pattern). */
  label: 'Highlights',
  /** The page's h1 (read by screen readers and search engines; the slides carry the visible titles). */
  title: 'Grameen supermarkets for every village',
}

export const whatWeDo: { title: string; intro: string; cards: WhatWeDoCard[] } = {
  title: 'What We Do',
  intro:
    'From the brand’s factory to the village shelf: one supply chain built for rural India, run by people who live there.',
  cards: [
    {
      image: {
        src: 'home/what-we-do-1.svg',
        alt: 'A village kirana store with full, well-lit shelves and a Grameen supermarket sign',
      },
      title: {
        before: 'Turning kirana stores into ',
        highlight: 'Grameen supermarkets',
        after: '',
      },
      description:
        'We help the village kirana stock more variety and better quality, so families find what a city supermarket offers right at their doorstep.',
    },
    {
      image: {
        src: 'home/what-we-do-2.svg',
        alt: 'An electric delivery van on a village road between green fields',
      },
      title: { before: 'Delivering with ', highlight: 'electric vehicles', after: '' },
      description:
        'Our deliveries run on electric vehicles to keep rural areas pollution-free, and every trip shows the village what sustainable transport looks like.',
    },
    {
      image: {
        src: 'home/what-we-do-3.svg',
        alt: 'Farmers handing sacks of produce to a farmer producer organisation’s collection centre',
      },
      title: { before: 'Connecting ', highlight: 'FPOs and rural SMEs', after: '' },
      description:
        'Through our farmer-to-farmer initiative, farmer producer organisations and small rural makers sell into our network, for a stronger supply chain from both ends.',
    },
    {
      image: {
        src: 'home/what-we-do-4.svg',
        alt: 'Women of a self-help group packing orders in a rural warehouse',
      },
      title: { before: 'Building a stronger ', highlight: 'rural ecosystem', after: '' },
      description:
        'We empower women-led self-help groups and place our warehouses in rural areas, so the jobs of the supply chain stay in the villages it serves.',
    },
  ],
}

export const whereWeOperate = {
  title: 'Where We Operate',
  description:
    'From our home in rural Karnataka we now serve villages across five states of South India, and every month our routes reach further.',
  map: {
    src: 'home/map-south-india.svg',
    alt: 'Map of South India with the five states we serve marked: Karnataka, Andhra Pradesh, Telangana, Tamil Nadu and Kerala',
  } satisfies HomeImage,
}

type TabKey = 'brands' | 'consumer' | 'kirana'

export type WhyPoint = {
  /** An optional heading above the point. */
  heading?: string
  /** The bold lead-in. */
  textMain: string
  text: string
  /** The point's accent colour (a design token). */
  color: 'primary' | 'leaf' | 'turmeric'
}

export type WhyTab = {
  key: TabKey
  /** The tab's label. */
  label: string
  title: string
  logo: HomeImage
  /** The line shown under the tabs while this tab is active. */
  description: string
  points: WhyPoint[]
}

export const whyChooseUs: { title: string; tabs: WhyTab[] } = {
  title: 'Why Choose Us',
  tabs: [
    {
      key: 'brands',
      label: 'For Brands',
      title: 'Reach the rural market without building it yourself',
      logo: { src: 'home/icon-tab-brands.svg', alt: '' },
      description:
        'One partner for distribution, shelf space and market insight across thousands of village stores.',
      points: [
        {
          heading: 'Distribution',
          textMain: 'Last-mile reach.',
          text: 'Your products on the shelves of kirana stores in villages that wholesalers rarely visit, delivered on fixed weekly routes.',
          color: 'primary',
        },
        {
          heading: 'Visibility',
          textMain: 'Placed where shoppers look.',
          text: 'Our Grameen supermarkets give partner brands planned shelf space, in-store displays and local promotions.',
          color: 'leaf',
        },
        {
          heading: 'Insight',
          textMain: 'Know what sells, village by village.',
          text: 'Every order is recorded, so you see demand by product, district and season instead of guessing.',
          color: 'turmeric',
        },
      ],
    },
    {
      key: 'consumer',
      label: 'For Rural Consumers',
      title: 'City choice and fair prices, in your own village',
      logo: { src: 'home/icon-tab-consumer.svg', alt: '' },
      description:
        'No more long bus rides and higher prices: the products families need, at the shop they already trust.',
      points: [
        {
          heading: 'Closer',
          textMain: 'No long trips.',
          text: 'Rural families often travel 15-40 km to a market town for a wider choice. Now the choice comes to the village kirana.',
          color: 'primary',
        },
        {
          heading: 'Fairer',
          textMain: 'Prices that are fair.',
          text: 'Rural shoppers usually pay 10-20% more than city shoppers for the same product. Buying direct from brands closes that gap.',
          color: 'leaf',
        },
        {
          textMain: 'Genuine products.',
          text: 'Everything comes straight from the brand or the farmer group, so what you buy is what it says on the pack.',
          color: 'turmeric',
        },
      ],
    },
    {
      key: 'kirana',
      label: 'For Kirana Store',
      title: 'Grow your shop into a Grameen supermarket',
      logo: { src: 'home/icon-tab-kirana.svg', alt: '' },
      description:
        'Order from your phone, get stock at your door, and keep your shelves fresh and full.',
      points: [
        {
          heading: 'Stock at your door',
          textMain: 'Keep the shop open.',
          text: 'Owners used to close for a day and travel 15-40 km to source products. We deliver to the shop on a fixed day every week.',
          color: 'primary',
        },
        {
          heading: 'Fresher shelves',
          textMain: 'Smaller, more frequent orders.',
          text: 'Fresh goods on a kirana shelf last up to 15 days; weekly deliveries mean you order only what sells and waste less.',
          color: 'leaf',
        },
        {
          heading: 'Better margins',
          textMain: 'Fair buying prices and credit.',
          text: 'Buy at transparent prices with no middlemen, and grow your range with our guidance on what your village asks for.',
          color: 'turmeric',
        },
      ],
    },
  ],
}
