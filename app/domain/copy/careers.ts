/**
 * Fixed copy of the Opportunities page (SPEC.md §2.9): the company values, "Why Join Us?" and the
 * photo gallery. The open jobs themselves come from the database (app/domain/jobs/queries.server.ts).
 * Image paths are relative to the media folder.
 */

export type CompanyValue = { name: string; description: string }

/** The spec's values, in its order; the page emphasises each one's first letter. */
export const companyValues: CompanyValue[] = [
  {
    name: 'Value the Customer',
    description:
      'Every decision starts with the kirana owner and the family who shops there. We listen first.',
  },
  {
    name: 'Integrity & innovation',
    description:
      'We keep our word on prices, quality and delivery days, and we keep finding better ways to serve villages.',
  },
  {
    name: 'Leadership',
    description:
      'We take the lead wherever we are, on a beat, in a warehouse or in a meeting, and we lift others up.',
  },
  {
    name: 'Be the Change',
    description:
      'Electric deliveries, women-led warehouses, farmer-to-farmer trade: we show that rural commerce can be done differently.',
  },
  {
    name: 'Accountability',
    description:
      'We own our results. When something goes wrong we say so, fix it and learn from it.',
  },
  {
    name: 'Responsibility',
    description:
      'Towards our communities, our environment and each other: we build a business villages are proud of.',
  },
  {
    name: 'Team Work',
    description:
      'Sales, supply, technology and field teams win together. No one delivers a Grameen supermarket alone.',
  },
]

export type WhyJoinPoint = {
  key: 'purpose' | 'growth' | 'team' | 'learning'
  title: string
  text: string
}

export const whyJoinUs: WhyJoinPoint[] = [
  {
    key: 'purpose',
    title: 'Work with Purpose',
    text: 'Your work brings better products and fair prices to rural families, and steady income to thousands of kirana owners and farmers.',
  },
  {
    key: 'growth',
    title: 'Growth Without Limits',
    text: 'We are growing across South India. People who take ownership move quickly from the field to leading teams and regions.',
  },
  {
    key: 'team',
    title: 'Teamwork Makes the Dream Work',
    text: 'Work alongside friendly, driven colleagues who share what they know, celebrate wins together and help each other up.',
  },
  {
    key: 'learning',
    title: 'Never Stop Learning',
    text: 'Regular training in sales, technology, safety and leadership, in Kannada and English, for every role and every level.',
  },
]

export type GalleryPhoto = { src: string; alt: string; caption: string }

export const careersGallery: GalleryPhoto[] = [
  {
    src: 'opportunities/gallery-1.svg',
    alt: 'Two warehouse associates with a tablet in front of racks stocked with sacks and cartons',
    caption: 'Our rural warehouse team at work',
  },
  {
    src: 'opportunities/gallery-2.svg',
    alt: 'A field executive with a tablet talking to a farmer in a field of ripe millet',
    caption: 'Meeting farmer partners in the field',
  },
  {
    src: 'opportunities/gallery-3.svg',
    alt: 'A trainer presenting a rising sales chart to a seated group of colleagues',
    caption: 'Training day for new joiners',
  },
  {
    src: 'opportunities/gallery-4.svg',
    alt: 'Colleagues waving and cheering around a cake under festive bunting and balloons',
    caption: 'Celebrating a milestone together',
  },
  {
    src: 'opportunities/gallery-5.svg',
    alt: 'A delivery partner waving beside a row of electric vans charging outside the warehouse',
    caption: 'Our electric delivery fleet, charged and ready',
  },
  {
    src: 'opportunities/gallery-6.svg',
    alt: 'Colleagues working at computers in a bright city office',
    caption: 'The technology and category teams in Bengaluru',
  },
]

export const opportunitiesBanner = {
  src: 'banners/opportunities.svg',
  alt: 'Smiling team members waving in front of a rural warehouse decorated with bunting, with an electric delivery van on the road',
}
