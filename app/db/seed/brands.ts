import type { SeedBrand } from './types.ts'

/**
 * The brand catalogue: 15 sample brands with their products, social tiles and page sections.
 * Names, copy and pictures are ours and clearly sample. The pictures are drawn by
 * `scripts/art/brands.mjs` (run `node scripts/art/brands.mjs` to redraw them); every path below is
 * relative to the media folder and exists under `app/db/seed/media/`.
 *
 * Colours: `color` is the tile and page background, `colorCode` its hover/accent colour and
 * `textColorCode` the text on both; each pair keeps a WCAG AA contrast of at least 4.5:1.
 */
export const brands: SeedBrand[] = [
  // ───────────────────────────────────────────────────────────── 1 · Naati
  {
    id: 1,
    slug: 'naati',
    path: '/naati',
    name: 'Naati',
    title: 'Stone-ground spices and masalas with the taste of a village kitchen',
    description:
      '<p><strong>Naati</strong> means “of our land” in Kannada, and that is where our spices begin. We buy chillies, turmeric and coriander from farmer groups in North Karnataka, sun-dry them and grind them slowly in small batches, so the natural oils and aroma stay in the powder.</p>' +
      '<p>From everyday chilli and turmeric to Bisibele Bath, Puliyogare and Vangi Bath masalas, each blend follows a recipe tested in home kitchens across the state. Packs start at pocket-friendly sizes, so every kirana can keep the full range on its shelf.</p>',
    logo: 'brands/naati/logo.svg',
    banner: 'brands/naati/banner.svg',
    bannerAlt: 'Red chilli fields under a warm sun with packs of Naati spices in front',
    color: '#7A1F1F',
    colorCode: '#9B2C22',
    textColorCode: '#FFFFFF',
    categories: ['Spices', 'Masalas'],
    meta: {
      title: 'Naati Spices and Masalas | Gramasiri',
      description:
        'Naati stone-ground spices and masalas: chilli, turmeric, dhaniya, sambar, rasam, bisibele bath and more, made from Karnataka-grown spices for every kirana.',
      keywords:
        'Naati spices, masala powder, sambar powder, rasam powder, chilli powder, turmeric powder, Karnataka masala',
    },
    whyChoose:
      '<ul><li>Whole spices bought directly from farmer groups in Karnataka</li><li>Slow, low-heat grinding that keeps colour and aroma</li><li>Recipes tested in home kitchens, not in a lab alone</li><li>Small packs priced for daily village shopping</li></ul>',
    tagline: 'Taste of home, in every pinch',
    taglineDescription:
      'Stock the Naati range in your store and give your customers masalas that taste the way their grandmothers made them.',
    listed: true,
    position: 1,
    products: [
      {
        name: 'Chilli Powder 100 g',
        slug: 'chilli-powder-100-g',
        image: 'brands/naati/products/chilli-powder-100-g.svg',
        imageAlt: 'Naati Chilli Powder 100 g pack',
        description:
          '<p>Bright, medium-hot chilli powder from Byadgi and Guntur chillies, ground for everyday curries and chutneys.</p>',
      },
      {
        name: 'Kashmiri Chilli Powder 100 g',
        slug: 'kashmiri-chilli-powder-100-g',
        image: 'brands/naati/products/kashmiri-chilli-powder-100-g.svg',
        imageAlt: 'Naati Kashmiri Chilli Powder 100 g pack',
        description:
          '<p>Deep red colour with a gentle heat, for tandoori dishes, gravies and festive cooking.</p>',
      },
      {
        name: 'Turmeric Powder 100 g',
        slug: 'turmeric-powder-100-g',
        image: 'brands/naati/products/turmeric-powder-100-g.svg',
        imageAlt: 'Naati Turmeric Powder 100 g pack',
        description:
          '<p>Golden turmeric from sun-dried fingers, with the earthy aroma that every dal and sambar needs.</p>',
      },
      {
        name: 'Dhaniya Powder 100 g',
        slug: 'dhaniya-powder-100-g',
        image: 'brands/naati/products/dhaniya-powder-100-g.svg',
        imageAlt: 'Naati Dhaniya Powder 100 g pack',
        description:
          '<p>Coriander seeds roasted lightly and ground fresh, for a mild, fragrant base in curries and palyas.</p>',
      },
      {
        name: 'Jeera Powder 50 g',
        slug: 'jeera-powder-50-g',
        image: 'brands/naati/products/jeera-powder-50-g.svg',
        imageAlt: 'Naati Jeera Powder 50 g pack',
        description:
          '<p>Roasted cumin powder for raitas, buttermilk, rasam and a warm finish on any dish.</p>',
      },
      {
        name: 'Sambar Masala 100 g',
        slug: 'sambar-masala-100-g',
        image: 'brands/naati/products/sambar-masala-100-g.svg',
        imageAlt: 'Naati Sambar Masala 100 g box',
        description:
          '<p>A Karnataka-style sambar powder with roasted dals, coriander, methi and a touch of coconut.</p>',
      },
      {
        name: 'Rasam Powder 100 g',
        slug: 'rasam-powder-100-g',
        image: 'brands/naati/products/rasam-powder-100-g.svg',
        imageAlt: 'Naati Rasam Powder 100 g box',
        description:
          '<p>Pepper, cumin and coriander in the right balance for a tangy, comforting rasam every day.</p>',
      },
      {
        name: 'Garam Masala 50 g',
        slug: 'garam-masala-50-g',
        image: 'brands/naati/products/garam-masala-50-g.svg',
        imageAlt: 'Naati Garam Masala 50 g box',
        description:
          '<p>Cinnamon, clove, cardamom and star anise blended for rich gravies, biryanis and kurmas.</p>',
      },
      {
        name: 'Pulao Masala 50 g',
        slug: 'pulao-masala-50-g',
        image: 'brands/naati/products/pulao-masala-50-g.svg',
        imageAlt: 'Naati Pulao Masala 50 g box',
        description:
          '<p>A mild, fragrant blend for vegetable pulao, ghee rice and one-pot rice dishes.</p>',
      },
      {
        name: 'Chicken Masala 100 g',
        slug: 'chicken-masala-100-g',
        image: 'brands/naati/products/chicken-masala-100-g.svg',
        imageAlt: 'Naati Chicken Masala 100 g box',
        description:
          '<p>A spicy, roasted blend for village-style chicken curry, chicken sukka and fry.</p>',
      },
      {
        name: 'Mutton Masala 100 g',
        slug: 'mutton-masala-100-g',
        image: 'brands/naati/products/mutton-masala-100-g.svg',
        imageAlt: 'Naati Mutton Masala 100 g box',
        description:
          '<p>Bold spices with pepper and fennel for slow-cooked mutton curry and Sunday specials.</p>',
      },
      {
        name: 'Bisibele Bath Masala 100 g',
        slug: 'bisibele-bath-masala-100-g',
        image: 'brands/naati/products/bisibele-bath-masala-100-g.svg',
        imageAlt: 'Naati Bisibele Bath Masala 100 g pack',
        description:
          '<p>The classic Karnataka one-pot rice, lentil and vegetable dish, made easy with our traditional blend.</p>',
      },
      {
        name: 'Puliyogare Powder 100 g',
        slug: 'puliyogare-powder-100-g',
        image: 'brands/naati/products/puliyogare-powder-100-g.svg',
        imageAlt: 'Naati Puliyogare Powder 100 g pack',
        description:
          '<p>Tamarind rice powder with sesame, jaggery and curry leaves, just mix with cooked rice.</p>',
      },
      {
        name: 'Vangi Bath Masala 100 g',
        slug: 'vangi-bath-masala-100-g',
        image: 'brands/naati/products/vangi-bath-masala-100-g.svg',
        imageAlt: 'Naati Vangi Bath Masala 100 g pack',
        description:
          '<p>A tangy, spicy blend for brinjal rice, a favourite in Karnataka homes and lunch boxes.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'From the chilli fields of Byadgi to your kitchen',
        videoUrl: 'https://www.youtube.com/watch?v=Nt7sPcM2aQ1',
        image: 'brands/naati/social/1.svg',
        imageAlt: 'Video poster: chilli fields with a basket of red chillies and a Naati pack',
      },
      {
        kind: 'video',
        title: 'Bisibele Bath in 20 minutes with Naati',
        videoUrl: 'https://www.youtube.com/watch?v=Bb20mNaT1kQ',
        image: 'brands/naati/social/2.svg',
        imageAlt: 'Video poster: a steaming pot on a kitchen stove with a Naati masala pack',
      },
      {
        kind: 'video',
        title: 'Naati at your village kirana',
        videoUrl: 'https://www.youtube.com/watch?v=kRn4Vs8pLe2',
        image: 'brands/naati/social/3.svg',
        imageAlt: 'Video poster: a village kirana store with Naati packs on its shelves',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 2 · Suggi
  {
    id: 2,
    slug: 'suggi',
    path: '/our-brands/suggi',
    name: 'Suggi',
    title: 'Everyday staples from the harvest, cleaned, sorted and packed with care',
    description:
      '<p><strong>Suggi</strong> is named after the harvest festival of rural Karnataka. It brings the staples every household buys each week (dals, millets, rice, atta, sugar, spices and dry fruits) in clean, honest packs at fair prices.</p>' +
      '<p>We buy from farmer producer organisations and trusted mills, clean and grade every lot, and pack it close to where it is grown. Kirana owners get steady supply and consistent quality; families get staples they can trust.</p>',
    logo: 'brands/suggi/logo.svg',
    banner: 'brands/suggi/banner.svg',
    bannerAlt:
      'Golden paddy and millet fields at harvest time with Suggi staples in the foreground',
    color: '#2F5D34',
    colorCode: '#3D7A3A',
    textColorCode: '#FFFFFF',
    categories: ['Pulses', 'Rice', 'Atta', 'Dry Fruits'],
    meta: {
      title: 'Suggi Staples: Pulses, Rice, Atta and More | Gramasiri',
      description:
        'Suggi staples for the kirana shelf: dals and pulses, millets, rice, atta, sugar and jaggery, whole spices and dry fruits, cleaned and packed with care.',
      keywords:
        'Suggi, toor dal, pulses, millets, ragi, sona masoori rice, atta, jaggery, dry fruits, kirana staples',
    },
    whyChoose:
      '<ul><li>Sourced from farmer producer organisations across Karnataka</li><li>Machine-cleaned and hand-sorted, lot by lot</li><li>Honest weights in strong, resealable packs</li><li>One brand for the whole staples shelf</li></ul>',
    tagline: 'Harvest goodness, every day',
    taglineDescription:
      'Add the Suggi range to your store and bring your customers clean staples at fair prices, all year round.',
    listed: true,
    productPages: true,
    position: 2,
    categoryList: [
      {
        id: 1,
        slug: 'cereals-and-pulses',
        name: 'Cereals and Pulses',
        icon: 'brands/suggi/categories/icon-cereals-and-pulses.svg',
        banner: 'brands/suggi/categories/banner-cereals-and-pulses.svg',
        bannerAlt: 'Baskets of dals, millets and beans at a village market',
        description:
          '<p>Dals, beans and millets for every day: toor, moong, urad and chana dal, ragi, jowar, bajra, horse gram, avare and more, cleaned and graded.</p>',
        meta: {
          title: 'Suggi Cereals and Pulses | Gramasiri',
          description:
            'Suggi cereals and pulses: toor, moong, urad and chana dal, ragi, jowar, bajra, horse gram, avare, groundnut and more, cleaned and packed for kiranas.',
          keywords:
            'Suggi pulses, toor dal, moong dal, urad dal, chana dal, ragi, jowar, bajra, horse gram, avare',
        },
      },
      {
        id: 2,
        slug: 'rice-and-flours',
        name: 'Rice and Flours',
        icon: 'brands/suggi/categories/icon-rice-and-flours.svg',
        banner: 'brands/suggi/categories/banner-rice-and-flours.svg',
        bannerAlt: 'Paddy fields with sacks of Suggi rice and a bowl of rice flour',
        description:
          '<p>Aged Sona Masoori, idli rice and fine rice flour for the meals and tiffins of South Indian homes.</p>',
        meta: {
          title: 'Suggi Rice and Flours | Gramasiri',
          description:
            'Suggi rice and flours: aged Sona Masoori rice, idli rice and fine rice flour, milled from Karnataka paddy and packed in strong bags for kirana stores.',
          keywords: 'Suggi rice, sona masoori rice, idli rice, rice flour, Karnataka rice',
        },
      },
      {
        id: 3,
        slug: 'sugar',
        name: 'Sugar and Jaggery',
        icon: 'brands/suggi/categories/icon-sugar.svg',
        banner: 'brands/suggi/categories/banner-sugar.svg',
        bannerAlt: 'Sugarcane fields with blocks of jaggery and a bowl of sugar',
        description:
          '<p>Clean white sugar and traditional jaggery from the cane belt of Mandya, for tea, sweets and festival cooking.</p>',
        meta: {
          title: 'Suggi Sugar and Jaggery | Gramasiri',
          description:
            'Suggi sugar and jaggery: clean white sugar and traditional cane jaggery from the Mandya sugarcane belt, packed for everyday tea, sweets and festivals.',
          keywords: 'Suggi sugar, jaggery, bella, Mandya jaggery, cane sugar',
        },
      },
      {
        id: 4,
        slug: 'spices',
        name: 'Spices',
        icon: 'brands/suggi/categories/icon-spices.svg',
        banner: 'brands/suggi/categories/banner-spices.svg',
        bannerAlt:
          'Whole spices: mustard, cumin, pepper, dry chillies and tamarind on a wooden tray',
        description:
          '<p>Whole spices for tadka and masalas: mustard, cumin, methi, black pepper, dry red chillies and tamarind.</p>',
        meta: {
          title: 'Suggi Whole Spices | Gramasiri',
          description:
            'Suggi whole spices for every kitchen: mustard seeds, cumin, fenugreek, black pepper, dry red chillies and tamarind, cleaned and packed for kirana shelves.',
          keywords:
            'Suggi spices, mustard seeds, cumin seeds, methi, black pepper, dry chilli, tamarind',
        },
      },
      {
        id: 5,
        slug: 'dryfruits',
        name: 'Dry Fruits',
        icon: 'brands/suggi/categories/icon-dryfruits.svg',
        banner: 'brands/suggi/categories/banner-dryfruits.svg',
        bannerAlt: 'Cashews, almonds, raisins and dates spilling from Suggi packs',
        description:
          '<p>Cashews, almonds, raisins, dates, pistachios and walnuts in small packs that suit festival and everyday budgets.</p>',
        meta: {
          title: 'Suggi Dry Fruits | Gramasiri',
          description:
            'Suggi dry fruits in small, affordable packs: cashews, almonds, raisins, dates, pistachios and walnut kernels for festivals, sweets and daily snacking.',
          keywords: 'Suggi dry fruits, cashew, almonds, raisins, dates, pistachio, walnut',
        },
      },
      {
        id: 65,
        slug: 'atta-and-flour',
        name: 'Atta and Flour',
        icon: 'brands/suggi/categories/icon-atta-and-flour.svg',
        banner: 'brands/suggi/categories/banner-atta-and-flour.svg',
        bannerAlt: 'Wheat fields with a Suggi atta bag and fresh chapatis',
        description:
          '<p>Whole wheat chakki atta for soft chapatis and maida for bakes and sweets.</p>',
        meta: {
          title: 'Suggi Atta and Flour | Gramasiri',
          description:
            'Suggi atta and flour: whole wheat chakki atta for soft chapatis and rotis, and fine maida for bakes and sweets, packed fresh for village kirana stores.',
          keywords: 'Suggi atta, whole wheat atta, chakki atta, maida, flour',
        },
      },
      {
        id: 9,
        slug: 'trulove',
        name: 'Biscuits and Wafers',
        icon: 'brands/suggi/categories/icon-trulove.svg',
        targetPath: '/trulove',
        description: '<p>Biscuits and wafers from our TruLove brand.</p>',
        meta: {
          title: 'TruLove Biscuits and Wafers | Gramasiri',
          description:
            'TruLove biscuits and wafers: Marie, butter cookies, chocolate cream biscuits and strawberry and chocolate wafers, baked for tea time in every village home.',
          keywords: 'TruLove, biscuits, wafers, cream biscuits, Marie biscuits',
        },
      },
    ],
    products: [
      // Cereals and pulses (category 1): 18
      {
        name: 'Toor Dal 1 kg',
        slug: 'toor-dal-1-kg',
        image: 'brands/suggi/products/toor-dal-1-kg.svg',
        imageAlt: 'Suggi Toor Dal 1 kg pouch with a window showing yellow split dal',
        description:
          '<p>Unpolished toor dal that cooks soft and creamy for sambar and everyday dal.</p>',
        category: 1,
      },
      {
        name: 'Moong Dal 1 kg',
        slug: 'moong-dal-1-kg',
        image: 'brands/suggi/products/moong-dal-1-kg.svg',
        imageAlt: 'Suggi Moong Dal 1 kg pouch with a window showing yellow moong dal',
        description:
          '<p>Split yellow moong, light on the stomach, for khichdi, payasam and kosambari.</p>',
        category: 1,
      },
      {
        name: 'Urad Dal 1 kg',
        slug: 'urad-dal-1-kg',
        image: 'brands/suggi/products/urad-dal-1-kg.svg',
        imageAlt: 'Suggi Urad Dal 1 kg pouch with a window showing white urad dal',
        description:
          '<p>Bold white urad dal that grinds into a fluffy batter for idli, dosa and vada.</p>',
        category: 1,
      },
      {
        name: 'Chana Dal 1 kg',
        slug: 'chana-dal-1-kg',
        image: 'brands/suggi/products/chana-dal-1-kg.svg',
        imageAlt: 'Suggi Chana Dal 1 kg pouch with a window showing golden chana dal',
        description: '<p>Even-sized chana dal for tadka, holige filling and crunchy vadas.</p>',
        category: 1,
      },
      {
        name: 'Masoor Dal 1 kg',
        slug: 'masoor-dal-1-kg',
        image: 'brands/suggi/products/masoor-dal-1-kg.svg',
        imageAlt: 'Suggi Masoor Dal 1 kg pouch with a window showing orange masoor dal',
        description: '<p>Quick-cooking red lentils for soups and simple weekday dal.</p>',
        category: 1,
      },
      {
        name: 'Rajma 500 g',
        slug: 'rajma-500-g',
        image: 'brands/suggi/products/rajma-500-g.svg',
        imageAlt: 'Suggi Rajma 500 g pouch with a window showing red kidney beans',
        description: '<p>Plump red kidney beans that cook evenly for rajma curry and salads.</p>',
        category: 1,
      },
      {
        name: 'Kabuli Chana 500 g',
        slug: 'kabuli-chana-500-g',
        image: 'brands/suggi/products/kabuli-chana-500-g.svg',
        imageAlt: 'Suggi Kabuli Chana 500 g pouch with a window showing white chickpeas',
        description: '<p>Large white chickpeas for chole, sundal and chaat.</p>',
        category: 1,
      },
      {
        name: 'Green Gram 1 kg',
        slug: 'green-gram-1-kg',
        image: 'brands/suggi/products/green-gram-1-kg.svg',
        imageAlt: 'Suggi Green Gram 1 kg pouch with a window showing whole green gram',
        description: '<p>Whole green gram, ideal for sprouts, usli and hesaru kaalu saaru.</p>',
        category: 1,
      },
      {
        name: 'Horse Gram 1 kg',
        slug: 'horse-gram-1-kg',
        image: 'brands/suggi/products/horse-gram-1-kg.svg',
        imageAlt: 'Suggi Horse Gram 1 kg pouch with a window showing brown horse gram',
        description:
          '<p>Hurali from the dry lands of Karnataka, for the much-loved huruli saaru.</p>',
        category: 1,
      },
      {
        name: 'Ragi 1 kg',
        slug: 'ragi-1-kg',
        image: 'brands/suggi/products/ragi-1-kg.svg',
        imageAlt: 'Suggi Ragi 1 kg pouch with a window showing small red-brown finger millet',
        description: '<p>Cleaned finger millet for ragi mudde, ragi malt and rotti.</p>',
        category: 1,
      },
      {
        name: 'Jowar 1 kg',
        slug: 'jowar-1-kg',
        image: 'brands/suggi/products/jowar-1-kg.svg',
        imageAlt: 'Suggi Jowar 1 kg pouch with a window showing creamy white sorghum grains',
        description: '<p>White jowar from North Karnataka for soft jolada rotti.</p>',
        category: 1,
      },
      {
        name: 'Bajra 1 kg',
        slug: 'bajra-1-kg',
        image: 'brands/suggi/products/bajra-1-kg.svg',
        imageAlt: 'Suggi Bajra 1 kg pouch with a window showing grey-green pearl millet',
        description: '<p>Pearl millet rich in iron and fibre, for rotis and porridge.</p>',
        category: 1,
      },
      {
        name: 'Groundnut 500 g',
        slug: 'groundnut-500-g',
        image: 'brands/suggi/products/groundnut-500-g.svg',
        imageAlt: 'Suggi Groundnut 500 g pouch with a window showing pink-skinned peanuts',
        description: '<p>Bold, sorted groundnut kernels for chutney, chikki and tadka.</p>',
        category: 1,
      },
      {
        name: 'Avare 500 g',
        slug: 'avare-500-g',
        image: 'brands/suggi/products/avare-500-g.svg',
        imageAlt: 'Suggi Avare 500 g pouch with a window showing dried field beans',
        description:
          '<p>Dried avarekalu, the winter favourite of Karnataka, for saaru and usli all year.</p>',
        category: 1,
      },
      {
        name: 'Cowpea 500 g',
        slug: 'cowpea-500-g',
        image: 'brands/suggi/products/cowpea-500-g.svg',
        imageAlt: 'Suggi Cowpea 500 g pouch with a window showing cream black-eyed beans',
        description: '<p>Alasande kaalu (black-eyed beans) for curries, sundal and gojju.</p>',
        category: 1,
      },
      {
        name: 'Field Beans 500 g',
        slug: 'field-beans-500-g',
        image: 'brands/suggi/products/field-beans-500-g.svg',
        imageAlt: 'Suggi Field Beans 500 g pouch with a window showing flat brown beans',
        description: '<p>Flat, meaty field beans that hold their shape in slow-cooked curries.</p>',
        category: 1,
      },
      {
        name: 'Kala Chana 500 g',
        slug: 'kala-chana-500-g',
        image: 'brands/suggi/products/kala-chana-500-g.svg',
        imageAlt: 'Suggi Kala Chana 500 g pouch with a window showing dark brown chickpeas',
        description: '<p>Small brown chickpeas for sundal, chana masala and healthy snacks.</p>',
        category: 1,
      },
      {
        name: 'Fried Gram 500 g',
        slug: 'fried-gram-500-g',
        image: 'brands/suggi/products/fried-gram-500-g.svg',
        imageAlt: 'Suggi Fried Gram 500 g pouch with a window showing roasted gram',
        description:
          '<p>Crisp roasted gram (hurigadale) for chutneys, laddus and tea-time snacks.</p>',
        category: 1,
      },
      // Rice and flours (category 2): 3
      {
        name: 'Sona Masoori Rice 5 kg',
        slug: 'sona-masoori-rice-5-kg',
        image: 'brands/suggi/products/sona-masoori-rice-5-kg.svg',
        imageAlt: 'Suggi Sona Masoori Rice 5 kg woven bag',
        description:
          '<p>Aged Sona Masoori that cooks light, fluffy and separate, grain after grain.</p>',
        category: 2,
      },
      {
        name: 'Idli Rice 5 kg',
        slug: 'idli-rice-5-kg',
        image: 'brands/suggi/products/idli-rice-5-kg.svg',
        imageAlt: 'Suggi Idli Rice 5 kg woven bag',
        description: '<p>Short-grain parboiled rice for soft idlis and crisp dosas.</p>',
        category: 2,
      },
      {
        name: 'Rice Flour 1 kg',
        slug: 'rice-flour-1-kg',
        image: 'brands/suggi/products/rice-flour-1-kg.svg',
        imageAlt: 'Suggi Rice Flour 1 kg pouch',
        description: '<p>Fine rice flour for akki rotti, chakli, kodubale and rangoli.</p>',
        category: 2,
      },
      // Sugar and jaggery (category 3): 2
      {
        name: 'Sugar 1 kg',
        slug: 'sugar-1-kg',
        image: 'brands/suggi/products/sugar-1-kg.svg',
        imageAlt: 'Suggi Sugar 1 kg pouch with a window showing white sugar crystals',
        description:
          '<p>Clean, sparkling white sugar with even crystals for tea, coffee and sweets.</p>',
        category: 3,
      },
      {
        name: 'Jaggery 1 kg',
        slug: 'jaggery-1-kg',
        image: 'brands/suggi/products/jaggery-1-kg.svg',
        imageAlt: 'Suggi Jaggery 1 kg box with golden-brown jaggery blocks',
        description:
          '<p>Traditional cane jaggery (bella) from Mandya, for payasam, holige and panaka.</p>',
        category: 3,
      },
      // Spices (category 4): 6
      {
        name: 'Mustard Seeds 100 g',
        slug: 'mustard-seeds-100-g',
        image: 'brands/suggi/products/mustard-seeds-100-g.svg',
        imageAlt: 'Suggi Mustard Seeds 100 g pouch with a window showing small dark seeds',
        description: '<p>Small, bold mustard seeds that crackle perfectly in every tadka.</p>',
        category: 4,
      },
      {
        name: 'Cumin Seeds 100 g',
        slug: 'cumin-seeds-100-g',
        image: 'brands/suggi/products/cumin-seeds-100-g.svg',
        imageAlt: 'Suggi Cumin Seeds 100 g pouch with a window showing cumin seeds',
        description:
          '<p>Aromatic jeera, cleaned of stones and stalks, for rice, dal and rasam.</p>',
        category: 4,
      },
      {
        name: 'Fenugreek Seeds 100 g',
        slug: 'fenugreek-seeds-100-g',
        image: 'brands/suggi/products/fenugreek-seeds-100-g.svg',
        imageAlt: 'Suggi Fenugreek Seeds 100 g pouch with a window showing golden methi seeds',
        description: '<p>Methi seeds for idli batter, pickles, sambar and gojju.</p>',
        category: 4,
      },
      {
        name: 'Black Pepper 50 g',
        slug: 'black-pepper-50-g',
        image: 'brands/suggi/products/black-pepper-50-g.svg',
        imageAlt: 'Suggi Black Pepper 50 g pouch with a window showing whole peppercorns',
        description: '<p>Bold Malnad peppercorns with a sharp, clean heat.</p>',
        category: 4,
      },
      {
        name: 'Dry Red Chilli 100 g',
        slug: 'dry-red-chilli-100-g',
        image: 'brands/suggi/products/dry-red-chilli-100-g.svg',
        imageAlt: 'Suggi Dry Red Chilli 100 g pouch with a window showing whole red chillies',
        description:
          '<p>Whole Byadgi chillies for colour and gentle heat in tadka and masalas.</p>',
        category: 4,
      },
      {
        name: 'Tamarind 250 g',
        slug: 'tamarind-250-g',
        image: 'brands/suggi/products/tamarind-250-g.svg',
        imageAlt: 'Suggi Tamarind 250 g pouch with a window showing seedless tamarind',
        description: '<p>Seedless, cleaned tamarind for sambar, rasam, gojju and puliyogare.</p>',
        category: 4,
      },
      // Dry fruits (category 5): 6
      {
        name: 'Cashew 100 g',
        slug: 'cashew-100-g',
        image: 'brands/suggi/products/cashew-100-g.svg',
        imageAlt: 'Suggi Cashew 100 g pouch with a window showing whole cashews',
        description: '<p>Whole W320 cashews for payasam, pulao and festive sweets.</p>',
        category: 5,
      },
      {
        name: 'Almonds 100 g',
        slug: 'almonds-100-g',
        image: 'brands/suggi/products/almonds-100-g.svg',
        imageAlt: 'Suggi Almonds 100 g pouch with a window showing whole almonds',
        description: '<p>Crunchy whole almonds for soaking, snacking and badam milk.</p>',
        category: 5,
      },
      {
        name: 'Raisins 100 g',
        slug: 'raisins-100-g',
        image: 'brands/suggi/products/raisins-100-g.svg',
        imageAlt: 'Suggi Raisins 100 g pouch with a window showing golden raisins',
        description: '<p>Sweet golden raisins from Vijayapura vineyards, for kesari and kheer.</p>',
        category: 5,
      },
      {
        name: 'Dates 250 g',
        slug: 'dates-250-g',
        image: 'brands/suggi/products/dates-250-g.svg',
        imageAlt: 'Suggi Dates 250 g pouch with a window showing soft brown dates',
        description: '<p>Soft, naturally sweet dates for a quick energy snack.</p>',
        category: 5,
      },
      {
        name: 'Pistachio 100 g',
        slug: 'pistachio-100-g',
        image: 'brands/suggi/products/pistachio-100-g.svg',
        imageAlt: 'Suggi Pistachio 100 g pouch with a window showing green pistachios',
        description: '<p>Lightly salted roasted pistachios in the shell.</p>',
        category: 5,
      },
      {
        name: 'Walnut Kernels 100 g',
        slug: 'walnut-kernels-100-g',
        image: 'brands/suggi/products/walnut-kernels-100-g.svg',
        imageAlt: 'Suggi Walnut Kernels 100 g pouch with a window showing walnut halves',
        description: '<p>Light-coloured walnut halves for snacking, baking and laddus.</p>',
        category: 5,
      },
      // Atta and flour (category 65): 2
      {
        name: 'Whole Wheat Atta 5 kg',
        slug: 'whole-wheat-atta-5-kg',
        image: 'brands/suggi/products/whole-wheat-atta-5-kg.svg',
        imageAlt: 'Suggi Whole Wheat Atta 5 kg bag with wheat ears',
        description: '<p>Chakki-ground whole wheat atta for soft, fluffy chapatis and rotis.</p>',
        category: 65,
      },
      {
        name: 'Maida 1 kg',
        slug: 'maida-1-kg',
        image: 'brands/suggi/products/maida-1-kg.svg',
        imageAlt: 'Suggi Maida 1 kg pouch',
        description: '<p>Fine, white refined flour for parottas, cakes, bondas and sweets.</p>',
        category: 65,
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Suggi: from farmer groups to your kirana',
        videoUrl: 'https://www.youtube.com/watch?v=SgFp0Kir4n9',
        image: 'brands/suggi/social/1.svg',
        imageAlt: 'Video poster: harvest fields with a bullock cart and Suggi packs',
      },
      {
        kind: 'video',
        title: 'How we clean and sort every lot of dal',
        videoUrl: 'https://www.youtube.com/watch?v=dL5cLnSrt0x',
        image: 'brands/suggi/social/2.svg',
        imageAlt: 'Video poster: a village kirana shelf stocked with Suggi dals',
        category: 1,
      },
      {
        kind: 'video',
        title: 'Soft idlis with Suggi idli rice',
        videoUrl: 'https://www.youtube.com/watch?v=iDl1R1ceS5g',
        image: 'brands/suggi/social/3.svg',
        imageAlt: 'Video poster: a kitchen with a steaming idli pot and a bag of Suggi rice',
        category: 2,
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 3 · Suryakash
  {
    id: 3,
    slug: 'suryakash',
    path: '/our-brand/suryakash',
    name: 'Suryakash',
    title: 'Light, golden sunflower oil for healthy everyday cooking',
    description:
      '<p><strong>Suryakash</strong> refined sunflower oil is pressed from sunflower seeds grown in the fields of North Karnataka and refined to a light, clear golden oil that lets the taste of your food come through.</p>' +
      '<p>It is rich in vitamin E, light on the stomach and good for everything from tadka to deep frying. Choose the 1 litre pouch for the weekly shop, or the 5 and 15 litre packs for large families, hotels and caterers.</p>',
    logo: 'brands/suryakash/logo.svg',
    banner: 'brands/suryakash/banner.svg',
    bannerAlt: 'A field of sunflowers under a bright sun with Suryakash oil packs',
    color: '#F6C324',
    colorCode: '#F9D65C',
    textColorCode: '#3B2A05',
    categories: ['Sunflower Oil'],
    meta: {
      title: 'Suryakash Refined Sunflower Oil | Gramasiri',
      description:
        'Suryakash refined sunflower oil: light, golden and rich in vitamin E, from Karnataka-grown sunflower seeds. Available in 1 litre, 5 litre and 15 litre packs.',
      keywords:
        'Suryakash, sunflower oil, refined sunflower oil, cooking oil 1 litre, 15 litre tin, edible oil',
    },
    whyChoose:
      '<ul><li>Made from sunflower seeds grown in Karnataka</li><li>Light, clear oil that does not overpower food</li><li>Naturally rich in vitamin E</li><li>Packs for every need, from 1 litre to 15 litres</li></ul>',
    tagline: 'The sunshine oil',
    taglineDescription:
      'Bring Suryakash to your store: a trusted sunflower oil that families come back for every week.',
    listed: true,
    position: 3,
    sections: [
      {
        kind: 'note',
        title: "Member, Sample Edible Oil Producers' Association",
        body: "<p>Suryakash is a member of the Sample Edible Oil Producers' Association of South India and follows its shared code on quality, honest labelling and fair trade with oilseed farmers.</p>",
      },
      {
        kind: 'award',
        title: 'Emerging Brand of the Year 2024',
        body: '<p>Suryakash was named <strong>Emerging Brand of the Year 2024</strong> for bringing a quality sunflower oil to village kirana stores at a fair price.</p>',
        images: [
          {
            src: 'brands/suryakash/award.svg',
            alt: 'A golden trophy with a laurel wreath and a ribbon reading Emerging Brand of the Year 2024',
          },
        ],
      },
    ],
    products: [
      {
        name: 'Refined Sunflower Oil 1 Ltr',
        slug: 'refined-sunflower-oil-1-ltr',
        image: 'brands/suryakash/products/refined-sunflower-oil-1-ltr.svg',
        imageAlt: 'Suryakash Refined Sunflower Oil 1 litre pouch',
        description:
          '<p>The 1 litre pouch for the weekly kitchen shop, easy to store and pour.</p>',
      },
      {
        name: 'Refined Sunflower Oil 5 Ltr',
        slug: 'refined-sunflower-oil-5-ltr',
        image: 'brands/suryakash/products/refined-sunflower-oil-5-ltr.svg',
        imageAlt: 'Suryakash Refined Sunflower Oil 5 litre jar with handle',
        description:
          '<p>The 5 litre jar with a handle, for large families and a month of cooking.</p>',
      },
      {
        name: 'Refined Sunflower Oil 15 Ltr',
        slug: 'refined-sunflower-oil-15-ltr',
        image: 'brands/suryakash/products/refined-sunflower-oil-15-ltr.svg',
        imageAlt: 'Suryakash Refined Sunflower Oil 15 litre tin',
        description:
          '<p>The 15 litre tin for hotels, caterers, sweet shops and festival cooking.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Where Suryakash begins: the sunflower fields',
        videoUrl: 'https://www.youtube.com/watch?v=SyFl0wr5unK',
        image: 'brands/suryakash/social/1.svg',
        imageAlt: 'Video poster: sunflower fields at sunrise with a Suryakash oil pouch',
      },
      {
        kind: 'video',
        title: 'Crisp golden bajjis with Suryakash',
        videoUrl: 'https://www.youtube.com/watch?v=bJ1kRsP0o3m',
        image: 'brands/suryakash/social/2.svg',
        imageAlt: 'Video poster: a kadai of hot oil on the stove with a Suryakash pouch',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 4 · Glim detergent
  {
    id: 4,
    slug: 'glim-detergent',
    path: '/glim-detergent',
    name: 'Glim',
    title: 'Bright, fresh laundry with a powder, cake and liquid for every wash',
    description:
      '<p><strong>Glim</strong> detergents lift dirt and stains from everyday clothes while staying gentle on hands and colours. The active formula works in hard village water and in a bucket, a stone or a machine.</p>' +
      '<p>Choose the powder for the weekly wash, the cake and bar for collars and cuffs, or the liquid for machines and delicate clothes. Every pack leaves a fresh, clean fragrance that lasts.</p>',
    logo: 'brands/glim-detergent/logo.svg',
    banner: 'brands/glim-detergent/banner.svg',
    bannerAlt: 'Clean clothes drying on a line in the sun with Glim detergent packs and bubbles',
    color: '#1457A8',
    colorCode: '#1E6FCF',
    textColorCode: '#FFFFFF',
    categories: ['Detergent', 'Laundry'],
    meta: {
      title: 'Glim Detergent Powder, Cake and Liquid | Gramasiri',
      description:
        'Glim detergents for bright, fresh laundry: detergent powder, cake, bar and liquid that work in hard water, by hand or in a machine, at prices for every home.',
      keywords:
        'Glim detergent, detergent powder, detergent cake, washing bar, liquid detergent, laundry',
    },
    whyChoose:
      '<ul><li>Works in hard water, by hand or in a machine</li><li>Gentle on hands and on colours</li><li>Long-lasting fresh fragrance</li><li>A pack size for every budget</li></ul>',
    tagline: 'Glim bright, every wash',
    taglineDescription:
      'Stock Glim for your customers and give them a detergent that cleans well without costing more.',
    listed: true,
    position: 4,
    sections: [
      {
        kind: 'link',
        title: 'Also from Glim',
        body: '<p>Sparkling clean vessels with Glim Dishwash bars, tubs and liquids.</p>',
        linkUrl: '/glim-dishwash',
        linkLabel: 'Glim Dishwash',
      },
    ],
    products: [
      {
        name: 'Detergent Powder 500 g',
        slug: 'detergent-powder-500-g',
        image: 'brands/glim-detergent/products/detergent-powder-500-g.svg',
        imageAlt: 'Glim Detergent Powder 500 g pack',
        description:
          '<p>Quick-dissolving powder for bucket and hand wash, with lasting freshness.</p>',
      },
      {
        name: 'Detergent Powder 1 kg',
        slug: 'detergent-powder-1-kg',
        image: 'brands/glim-detergent/products/detergent-powder-1-kg.svg',
        imageAlt: 'Glim Detergent Powder 1 kg bag',
        description: '<p>The family pack for the weekly wash, good for hand and machine.</p>',
      },
      {
        name: 'Detergent Cake 150 g',
        slug: 'detergent-cake-150-g',
        image: 'brands/glim-detergent/products/detergent-cake-150-g.svg',
        imageAlt: 'Glim Detergent Cake 150 g wrapped bar',
        description: '<p>A firm cake that lasts longer and lifts dirt from collars and cuffs.</p>',
      },
      {
        name: 'Detergent Bar 250 g',
        slug: 'detergent-bar-250-g',
        image: 'brands/glim-detergent/products/detergent-bar-250-g.svg',
        imageAlt: 'Glim Detergent Bar 250 g pack of bars',
        description: '<p>A long washing bar for heavy laundry on the washing stone.</p>',
      },
      {
        name: 'Liquid Detergent 500 ml',
        slug: 'liquid-detergent-500-ml',
        image: 'brands/glim-detergent/products/liquid-detergent-500-ml.svg',
        imageAlt: 'Glim Liquid Detergent 500 ml bottle',
        description: '<p>Gentle liquid for colours and delicate clothes, no residue.</p>',
      },
      {
        name: 'Liquid Detergent 1 Ltr',
        slug: 'liquid-detergent-1-ltr',
        image: 'brands/glim-detergent/products/liquid-detergent-1-ltr.svg',
        imageAlt: 'Glim Liquid Detergent 1 litre bottle with handle',
        description: '<p>Made for top-load and front-load machines, with a measuring cap.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Glim: bright whites in hard water',
        videoUrl: 'https://www.youtube.com/watch?v=GlmWh1t3s0a',
        image: 'brands/glim-detergent/social/1.svg',
        imageAlt: 'Video poster: white clothes on a line in a village courtyard with a Glim pack',
      },
      {
        kind: 'video',
        title: 'One cake, many washes',
        videoUrl: 'https://www.youtube.com/watch?v=CkGl1m2wAsh',
        image: 'brands/glim-detergent/social/2.svg',
        imageAlt: 'Video poster: a Glim detergent pack surrounded by bubbles',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 5 · Kick Bite
  {
    id: 5,
    slug: 'kick-bite',
    path: '/kick-bite',
    name: 'Kick Bite',
    title: 'Crunchy chips and namkeen with a kick of real Indian flavour',
    description:
      '<p><strong>Kick Bite</strong> makes the snacks that sell fastest from a kirana counter: crisp potato chips, Kerala-style banana chips and classic namkeen, fried fresh and packed to stay crunchy.</p>' +
      '<p>Our flavours are made for Indian taste, from tangy tomato to masala magic, and our small packs are priced so that every child with a coin can have a bite.</p>',
    logo: 'brands/kick-bite/logo.svg',
    banner: 'brands/kick-bite/banner.svg',
    bannerAlt: 'Chips and namkeen bursting out of colourful Kick Bite packs',
    color: '#F28C28',
    colorCode: '#F5A54A',
    textColorCode: '#2B1500',
    categories: ['Chips', 'Namkeen'],
    meta: {
      title: 'Kick Bite Chips and Namkeen | Gramasiri',
      description:
        'Kick Bite chips and namkeen: salted, masala, tomato and cream and onion chips, banana chips, aloo bhujia, mixture and more, fried fresh for every kirana.',
      keywords:
        'Kick Bite, potato chips, banana chips, namkeen, aloo bhujia, mixture, masala peanuts, snacks',
    },
    whyChoose:
      '<ul><li>Fried fresh in small batches and nitrogen-packed for crunch</li><li>Flavours made for Indian taste</li><li>Small packs at coin prices that sell fast</li><li>Bright packs that stand out on the counter</li></ul>',
    tagline: 'Every bite, a kick',
    taglineDescription:
      'Hang a strip of Kick Bite at your counter and watch it sell: snacks your customers ask for by name.',
    listed: true,
    position: 5,
    products: [
      {
        name: 'Classic Salted Chips',
        slug: 'classic-salted-chips',
        image: 'brands/kick-bite/products/classic-salted-chips.svg',
        imageAlt: 'Kick Bite Classic Salted Chips pack',
        description: '<p>Thin potato chips with just the right pinch of salt.</p>',
      },
      {
        name: 'Masala Magic Chips',
        slug: 'masala-magic-chips',
        image: 'brands/kick-bite/products/masala-magic-chips.svg',
        imageAlt: 'Kick Bite Masala Magic Chips pack',
        description: '<p>Potato chips tossed in a spicy, tangy Indian masala.</p>',
      },
      {
        name: 'Tomato Tangy Chips',
        slug: 'tomato-tangy-chips',
        image: 'brands/kick-bite/products/tomato-tangy-chips.svg',
        imageAlt: 'Kick Bite Tomato Tangy Chips pack',
        description: '<p>Sweet, sour and tangy tomato flavour that children love.</p>',
      },
      {
        name: 'Cream and Onion Chips',
        slug: 'cream-and-onion-chips',
        image: 'brands/kick-bite/products/cream-and-onion-chips.svg',
        imageAlt: 'Kick Bite Cream and Onion Chips pack',
        description: '<p>Creamy, herby onion flavour on crisp potato chips.</p>',
      },
      {
        name: 'Kerala Banana Chips',
        slug: 'kerala-banana-chips',
        image: 'brands/kick-bite/products/kerala-banana-chips.svg',
        imageAlt: 'Kick Bite Kerala Banana Chips pack',
        description: '<p>Raw banana slices fried the Kerala way, salted and crunchy.</p>',
      },
      {
        name: 'Aloo Bhujia',
        slug: 'aloo-bhujia',
        image: 'brands/kick-bite/products/aloo-bhujia.svg',
        imageAlt: 'Kick Bite Aloo Bhujia pouch',
        description: '<p>Fine, spicy potato and besan sev for snacking and chaat.</p>',
      },
      {
        name: 'Khatta Meetha',
        slug: 'khatta-meetha',
        image: 'brands/kick-bite/products/khatta-meetha.svg',
        imageAlt: 'Kick Bite Khatta Meetha pouch',
        description: '<p>A sweet and sour mix of sev, peanuts, raisins and crunchy bits.</p>',
      },
      {
        name: 'Moong Dal Namkeen',
        slug: 'moong-dal-namkeen',
        image: 'brands/kick-bite/products/moong-dal-namkeen.svg',
        imageAlt: 'Kick Bite Moong Dal Namkeen pouch',
        description: '<p>Crisp fried moong dal with a light touch of salt.</p>',
      },
      {
        name: 'Masala Peanuts',
        slug: 'masala-peanuts',
        image: 'brands/kick-bite/products/masala-peanuts.svg',
        imageAlt: 'Kick Bite Masala Peanuts pouch',
        description: '<p>Peanuts coated in spicy besan batter and fried crunchy.</p>',
      },
      {
        name: 'Mixture',
        slug: 'mixture',
        image: 'brands/kick-bite/products/mixture.svg',
        imageAlt: 'Kick Bite Mixture pouch',
        description:
          '<p>South Indian style mixture with sev, boondi, curry leaves and peanuts.</p>',
      },
      {
        name: 'Corn Puffs',
        slug: 'corn-puffs',
        image: 'brands/kick-bite/products/corn-puffs.svg',
        imageAlt: 'Kick Bite Corn Puffs pack',
        description: '<p>Light, airy corn puffs with a cheesy masala dusting.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Kick Bite: the crunch you can hear',
        videoUrl: 'https://www.youtube.com/watch?v=KbCrUnch7x2',
        image: 'brands/kick-bite/social/1.svg',
        imageAlt: 'Video poster: Kick Bite chips bursting out of a pack',
      },
      {
        kind: 'video',
        title: 'Tea-time at the village kirana',
        videoUrl: 'https://www.youtube.com/watch?v=tEaK1r4nA5b',
        image: 'brands/kick-bite/social/2.svg',
        imageAlt: 'Video poster: a kirana counter with strips of Kick Bite snacks',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 6 · Goldenpalm
  {
    id: 6,
    slug: 'goldenpalm',
    path: '/our-brand/goldenpalm',
    name: 'Goldenpalm',
    title: 'Refined palmolein oil for everyday frying and cooking',
    description:
      '<p><strong>Goldenpalm</strong> refined palmolein is a clear, stable cooking oil that stays fresh through repeated frying, which is why it is a favourite of home cooks, tea stalls and small eateries.</p>' +
      '<p>It comes in sealed 500 ml and 1 litre pouches that are easy to stock, easy to sell and easy on the family budget.</p>',
    logo: 'brands/goldenpalm/logo.svg',
    banner: 'brands/goldenpalm/banner.svg',
    bannerAlt: 'Palm trees at sunset with Goldenpalm oil pouches',
    color: '#D9A21B',
    colorCode: '#E6B94A',
    textColorCode: '#2E2200',
    categories: ['Palmolein Oil'],
    meta: {
      title: 'Goldenpalm Refined Palmolein Oil | Gramasiri',
      description:
        'Goldenpalm refined palmolein oil: a clear, stable cooking oil for frying and everyday cooking, in sealed 500 ml and 1 litre pouches for village kirana stores.',
      keywords: 'Goldenpalm, palmolein oil, palm oil, cooking oil pouch, 1 litre oil, frying oil',
    },
    whyChoose:
      '<p>Goldenpalm is stable at high heat, stays fresh for longer and comes in sealed pouches at a price that suits daily cooking in every home and tea stall.</p>',
    tagline: 'Golden frying, every day',
    taglineDescription:
      'Keep Goldenpalm in stock: a cooking oil your customers buy week after week.',
    listed: true,
    position: 6,
    products: [
      {
        name: 'Palmolein Oil 500 ml',
        slug: 'palmolein-oil-500-ml',
        image: 'brands/goldenpalm/products/palmolein-oil-500-ml.svg',
        imageAlt: 'Goldenpalm Palmolein Oil 500 ml pouch',
        description: '<p>The handy 500 ml pouch for small families and daily purchases.</p>',
      },
      {
        name: 'Palmolein Oil 1 Ltr',
        slug: 'palmolein-oil-1-ltr',
        image: 'brands/goldenpalm/products/palmolein-oil-1-ltr.svg',
        imageAlt: 'Goldenpalm Palmolein Oil 1 litre pouch',
        description: '<p>The 1 litre pouch, the best value for regular frying and cooking.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Goldenpalm: trusted by tea stalls and homes',
        videoUrl: 'https://www.youtube.com/watch?v=GpTe4St4ll5',
        image: 'brands/goldenpalm/social/1.svg',
        imageAlt: 'Video poster: palm trees at sunset and a Goldenpalm oil pouch',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 7 · Femiluv
  {
    id: 7,
    slug: 'femiluv',
    path: '/femiluv',
    name: 'Femiluv',
    title: 'Soft, safe sanitary pads that every woman can reach',
    description:
      '<p><strong>Femiluv</strong> sanitary pads give comfort and protection at a price that works in every village. Their soft cottony top layer, wings and absorbent core keep you dry and confident all day.</p>' +
      '<p>Because a pad is only useful if it is on the shelf, we make sure Femiluv reaches kirana stores close to home, so women and girls do not have to travel to buy them.</p>',
    logo: 'brands/femiluv/logo.svg',
    banner: 'brands/femiluv/banner.svg',
    bannerAlt: 'Soft pink flowers and petals around Femiluv sanitary pad packs',
    color: '#F7B6CF',
    colorCode: '#F9CCDD',
    textColorCode: '#4A1030',
    categories: ['Sanitary Pads', 'Feminine Care'],
    meta: {
      title: 'Femiluv Sanitary Pads | Gramasiri',
      description:
        'Femiluv sanitary pads: soft cottony top layer, wings and an absorbent core for all-day comfort, in XL and XXL packs sold at village kirana stores near home.',
      keywords: 'Femiluv, sanitary pads, sanitary napkins, XL pads, XXL pads, feminine hygiene',
    },
    productsHeading: 'List of Products',
    whyChoose:
      '<ul><li>Soft, cottony top layer that is kind to skin</li><li>Wings and leak guards for all-day protection</li><li>Individually wrapped for hygiene</li><li>Sold at the kirana near home</li></ul>',
    tagline: 'Comfort that cares',
    taglineDescription:
      'Help the women of your village with a pad they can trust: keep Femiluv on your shelf.',
    listed: true,
    position: 7,
    products: [
      {
        name: 'Ultra Soft XL Pads',
        slug: 'ultra-soft-xl-pads',
        image: 'brands/femiluv/products/ultra-soft-xl-pads.svg',
        imageAlt: 'Femiluv Ultra Soft XL Pads pack of 7',
        shortDescription: 'Pack of 7 soft XL pads with wings, for everyday comfort.',
        description:
          '<p>280 mm XL pads with a soft cottony top layer and wings. Each pad is individually wrapped.</p>',
      },
      {
        name: 'Ultra Thin XXL Pads',
        slug: 'ultra-thin-xxl-pads',
        image: 'brands/femiluv/products/ultra-thin-xxl-pads.svg',
        imageAlt: 'Femiluv Ultra Thin XXL Pads pack of 6',
        shortDescription: 'Pack of 6 thin XXL pads for heavy flow and overnight use.',
        description:
          '<p>320 mm XXL pads, thin yet highly absorbent, with a wider back for overnight protection.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Femiluv: comfort close to home',
        videoUrl: 'https://www.youtube.com/watch?v=FmLvC0mf0rt',
        image: 'brands/femiluv/social/1.svg',
        imageAlt: 'Video poster: a Femiluv pack among soft pink flowers',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 8 · Mandous
  {
    id: 8,
    slug: 'mandous',
    path: '/mandous',
    name: 'Mandous',
    title: 'Hot, spicy instant noodles ready in two minutes',
    description:
      '<p><strong>Mandous</strong> instant noodles are made for the after-school hunger and the late-night craving: springy noodles and a spicy masala tastemaker that is ready in two minutes.</p>' +
      '<p>One pack makes a filling snack, and the price fits every pocket.</p>',
    logo: 'brands/mandous/logo.svg',
    banner: 'brands/mandous/banner.svg',
    bannerAlt: 'A steaming bowl of masala noodles beside a Mandous noodles pack',
    color: '#C62828',
    colorCode: '#A61F1F',
    textColorCode: '#FFFFFF',
    categories: ['Instant Noodles'],
    meta: {
      title: 'Mandous Masala Instant Noodles | Gramasiri',
      description:
        'Mandous masala instant noodles: springy noodles with a spicy masala tastemaker, ready in two minutes. A filling, affordable snack from your village kirana.',
      keywords: 'Mandous, instant noodles, masala noodles, 2 minute noodles, snacks',
    },
    whyChoose:
      '<p>Springy noodles that do not turn soggy, a masala made for Indian taste and a price that fits every pocket: Mandous is the snack children ask for by name.</p>',
    tagline: 'Two minutes to happy',
    taglineDescription: 'Add Mandous to your counter: a fast-moving snack at a small price.',
    listed: true,
    position: 8,
    products: [
      {
        name: 'Masala Instant Noodles 70 g',
        slug: 'masala-instant-noodles-70-g',
        image: 'brands/mandous/products/masala-instant-noodles-70-g.svg',
        imageAlt: 'Mandous Masala Instant Noodles 70 g pack with a bowl of noodles on it',
        description: '<p>Springy noodles with a spicy masala tastemaker, ready in two minutes.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Mandous in two minutes',
        videoUrl: 'https://www.youtube.com/watch?v=MnD2mInNdl3',
        image: 'brands/mandous/social/1.svg',
        imageAlt: 'Video poster: a kitchen stove with a pan of noodles and a Mandous pack',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 9 · TruLove
  {
    id: 9,
    slug: 'trulove',
    path: '/trulove',
    name: 'TruLove',
    title: 'Biscuits and wafers baked for tea time in every home',
    description:
      '<p><strong>TruLove</strong> bakes the biscuits that go with a cup of chai: light Marie, rich butter cookies and chocolate cream biscuits, and crisp wafers with strawberry and chocolate cream.</p>' +
      '<p>They are baked fresh, packed to stay crisp, and priced in small packs so every family can share a little love at tea time.</p>',
    logo: 'brands/trulove/logo.svg',
    banner: 'brands/trulove/banner.svg',
    bannerAlt: 'TruLove biscuits and wafers around a cup of tea',
    color: '#6B3E26',
    colorCode: '#84502F',
    textColorCode: '#FFFFFF',
    categories: ['Biscuits', 'Wafers'],
    meta: {
      title: 'TruLove Biscuits and Wafers | Gramasiri',
      description:
        'TruLove biscuits and wafers: Marie, butter cookies, chocolate cream biscuits, strawberry and chocolate wafers, baked fresh for tea time in every village home.',
      keywords: 'TruLove, biscuits, wafers, Marie biscuits, butter cookies, cream biscuits',
    },
    whyChoose:
      '<ul><li>Baked fresh and packed to stay crisp</li><li>Made with wheat, real butter and cocoa</li><li>Small packs at prices for every family</li></ul>',
    tagline: 'A little love with every cup',
    taglineDescription:
      'Stock TruLove biscuits and wafers: tea-time favourites that bring customers back.',
    listed: true,
    position: 9,
    lines: [
      {
        slug: 'biscuits',
        name: 'Biscuits',
        color: '#7B4A2A',
        colorCode: '#8E5A34',
        textColorCode: '#FFFFFF',
        banner: 'brands/trulove/banner-biscuits.svg',
        bannerAlt: 'TruLove biscuits stacked beside a steaming cup of chai',
      },
      {
        slug: 'wafers',
        name: 'Wafers',
        color: '#8E3B7E',
        colorCode: '#A3488F',
        textColorCode: '#FFFFFF',
        banner: 'brands/trulove/banner-wafers.svg',
        bannerAlt: 'Strawberry and chocolate TruLove wafers with strawberries',
      },
    ],
    products: [
      {
        name: 'Marie Biscuits',
        slug: 'marie-biscuits',
        image: 'brands/trulove/products/marie-biscuits.svg',
        imageAlt: 'TruLove Marie Biscuits pack',
        description: '<p>Light, crisp tea biscuits that are just sweet enough for dunking.</p>',
        line: 'biscuits',
      },
      {
        name: 'Butter Cookies',
        slug: 'butter-cookies',
        image: 'brands/trulove/products/butter-cookies.svg',
        imageAlt: 'TruLove Butter Cookies pack',
        description: '<p>Rich, melt-in-the-mouth cookies baked with real butter.</p>',
        line: 'biscuits',
      },
      {
        name: 'Chocolate Cream Biscuits',
        slug: 'chocolate-cream-biscuits',
        image: 'brands/trulove/products/chocolate-cream-biscuits.svg',
        imageAlt: 'TruLove Chocolate Cream Biscuits pack',
        description: '<p>Two cocoa biscuits with a smooth chocolate cream in between.</p>',
        line: 'biscuits',
      },
      {
        name: 'Strawberry Wafers',
        slug: 'strawberry-wafers',
        image: 'brands/trulove/products/strawberry-wafers.svg',
        imageAlt: 'TruLove Strawberry Wafers pack',
        description: '<p>Crisp wafer layers with a sweet strawberry cream.</p>',
        line: 'wafers',
      },
      {
        name: 'Chocolate Wafers',
        slug: 'chocolate-wafers',
        image: 'brands/trulove/products/chocolate-wafers.svg',
        imageAlt: 'TruLove Chocolate Wafers pack',
        description: '<p>Crisp wafer layers with a rich chocolate cream.</p>',
        line: 'wafers',
      },
    ],
    social: [
      {
        kind: 'link',
        title: 'Chai and Marie: the perfect pair',
        linkUrl: 'https://www.instagram.com/trulove.sample/',
        image: 'brands/trulove/social/1.svg',
        imageAlt: 'Instagram post: a cup of chai with TruLove Marie biscuits',
        line: 'biscuits',
      },
      {
        kind: 'link',
        title: 'Butter cookies for every celebration',
        linkUrl: 'https://www.instagram.com/p/sample-trulove-cookies/',
        image: 'brands/trulove/social/2.svg',
        imageAlt: 'Instagram post: TruLove Butter Cookies with festive lights',
        line: 'biscuits',
      },
      {
        kind: 'link',
        title: 'Strawberry wafer crunch',
        linkUrl: 'https://www.instagram.com/p/sample-trulove-strawberry/',
        image: 'brands/trulove/social/3.svg',
        imageAlt: 'Instagram post: TruLove Strawberry Wafers with fresh strawberries',
        line: 'wafers',
      },
      {
        kind: 'link',
        title: 'Chocolate wafers for the lunch box',
        linkUrl: 'https://www.instagram.com/p/sample-trulove-chocolate/',
        image: 'brands/trulove/social/4.svg',
        imageAlt: 'Instagram post: TruLove Chocolate Wafers in a school lunch box',
        line: 'wafers',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 10 · Aramane
  {
    id: 10,
    slug: 'aramane',
    path: '/aramane',
    name: 'Aramane',
    title: 'Royal clean for everyday laundry, in cakes and powder',
    description:
      '<p><strong>Aramane</strong>, the palace, brings a royal clean to the village washing stone. Its firm detergent cakes last longer and its powder foams well even in hard water.</p>' +
      '<p>Aramane is made for heavy everyday laundry (school uniforms, work clothes and bedsheets) at a price that leaves room in the monthly budget.</p>',
    logo: 'brands/aramane/logo.svg',
    banner: 'brands/aramane/banner.svg',
    bannerAlt: 'A palace silhouette and soap bubbles behind Aramane detergent packs',
    color: '#0F6E6E',
    colorCode: '#127A7A',
    textColorCode: '#FFFFFF',
    categories: ['Detergent Cake', 'Detergent Powder'],
    meta: {
      title: 'Aramane Detergent Cake and Powder | Gramasiri',
      description:
        'Aramane detergent cakes and powder: long-lasting cakes and a rich-foaming powder that clean heavy everyday laundry in hard water, at a village-friendly price.',
      keywords: 'Aramane, detergent cake, detergent powder, washing soap, laundry, hard water',
    },
    whyChoose:
      '<ul><li>Firm cakes that last longer on the washing stone</li><li>Rich foam even in hard water</li><li>Made for heavy everyday laundry</li></ul>',
    tagline: 'A royal clean',
    taglineDescription: 'Keep Aramane on your shelf for customers who want value in every wash.',
    listed: true,
    position: 10,
    products: [
      {
        name: 'Detergent Cake 125 g',
        slug: 'detergent-cake-125-g',
        image: 'brands/aramane/products/detergent-cake-125-g.svg',
        imageAlt: 'Aramane Detergent Cake 125 g wrapped cake',
        description: '<p>The small cake for daily washing of collars, cuffs and uniforms.</p>',
      },
      {
        name: 'Detergent Cake 250 g',
        slug: 'detergent-cake-250-g',
        image: 'brands/aramane/products/detergent-cake-250-g.svg',
        imageAlt: 'Aramane Detergent Cake 250 g wrapped cake',
        description: '<p>The big, long-lasting cake for the family wash.</p>',
      },
      {
        name: 'Detergent Powder 1 kg',
        slug: 'detergent-powder-1-kg',
        image: 'brands/aramane/products/detergent-powder-1-kg.svg',
        imageAlt: 'Aramane Detergent Powder 1 kg pack',
        description: '<p>Rich-foaming powder that loosens dirt in bucket soaking.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Aramane: a royal clean on the washing stone',
        videoUrl: 'https://www.youtube.com/watch?v=ArMn3RoyAl1',
        image: 'brands/aramane/social/1.svg',
        imageAlt: 'Video poster: clothes drying in a courtyard with an Aramane detergent pack',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 11 · Chandrika
  {
    id: 11,
    slug: 'chandrika',
    path: '/chandrika',
    name: 'Chandrika',
    title: 'Herbal soaps and hair care inspired by traditional home remedies',
    description:
      '<p><strong>Chandrika</strong> personal care brings the goodness of neem, sandal, turmeric and coconut to the daily bath. The recipes draw on remedies that families have trusted for generations.</p>' +
      '<p>Gentle on skin, with a fresh natural fragrance, the range is made for the whole family and priced for everyday use.</p>',
    logo: 'brands/chandrika/logo.svg',
    banner: 'brands/chandrika/banner.svg',
    bannerAlt: 'A crescent moon over green leaves with Chandrika soaps and hair oil',
    color: '#BFE3C8',
    colorCode: '#A7D8B4',
    textColorCode: '#123D22',
    categories: ['Soaps', 'Personal Care'],
    meta: {
      title: 'Chandrika Herbal Soaps and Personal Care | Gramasiri',
      description:
        'Chandrika personal care: herbal neem and sandal bath soaps, coconut hair oil and turmeric face wash, inspired by trusted home remedies, for the whole family.',
      keywords: 'Chandrika, herbal soap, neem soap, sandal soap, coconut hair oil, face wash',
    },
    whyChoose:
      '<ul><li>Herbal recipes with neem, sandal, turmeric and coconut</li><li>Gentle on skin for the whole family</li><li>Fresh, natural fragrance</li><li>Everyday prices</li></ul>',
    tagline: 'Natural care, moonlight glow',
    taglineDescription: 'Offer your customers Chandrika: herbal care they can trust, every day.',
    listed: true,
    productPages: true,
    position: 11,
    products: [
      {
        name: 'Neem Bath Soap 100 g',
        slug: 'neem-bath-soap-100-g',
        image: 'brands/chandrika/products/neem-bath-soap-100-g.svg',
        imageAlt: 'Chandrika Neem Bath Soap 100 g carton with a green soap bar',
        description: '<p>A herbal bath soap with neem and tulsi for fresh, clean skin.</p>',
      },
      {
        name: 'Sandal Bath Soap 100 g',
        slug: 'sandal-bath-soap-100-g',
        image: 'brands/chandrika/products/sandal-bath-soap-100-g.svg',
        imageAlt: 'Chandrika Sandal Bath Soap 100 g carton with a sandal-coloured soap bar',
        description: '<p>A fragrant sandal soap with a rich, creamy lather.</p>',
      },
      {
        name: 'Coconut Hair Oil 200 ml',
        slug: 'coconut-hair-oil-200-ml',
        image: 'brands/chandrika/products/coconut-hair-oil-200-ml.svg',
        imageAlt: 'Chandrika Coconut Hair Oil 200 ml bottle',
        description: '<p>Pure coconut oil with a hint of hibiscus for strong, shiny hair.</p>',
      },
      {
        name: 'Turmeric Face Wash 100 ml',
        slug: 'turmeric-face-wash-100-ml',
        image: 'brands/chandrika/products/turmeric-face-wash-100-ml.svg',
        imageAlt: 'Chandrika Turmeric Face Wash 100 ml tube',
        description: '<p>A gentle face wash with turmeric and aloe vera for a natural glow.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'The Chandrika herbal garden',
        videoUrl: 'https://www.youtube.com/watch?v=ChNdRkH3rb1',
        image: 'brands/chandrika/social/1.svg',
        imageAlt: 'Video poster: neem and tulsi plants beside a Chandrika soap',
      },
      {
        kind: 'video',
        title: 'Morning bath, the Chandrika way',
        videoUrl: 'https://www.youtube.com/watch?v=MrnBthChn2k',
        image: 'brands/chandrika/social/2.svg',
        imageAlt: 'Video poster: a Chandrika soap and hair oil with bubbles',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 12 · White Hills
  {
    id: 12,
    slug: 'white-hills',
    path: '/white-hills',
    name: 'White Hills',
    title: 'Strong, smooth notebooks for every student',
    description:
      '<p><strong>White Hills</strong> notebooks are made for village schools and colleges: bright white paper that takes ink without bleeding, firm covers and stitched binding that lasts the whole year.</p>' +
      '<p>Choose the king size for college notes, the long book for accounts and records, and the small book for school homework.</p>',
    logo: 'brands/white-hills/logo.svg',
    banner: 'brands/white-hills/banner.svg',
    bannerAlt: 'Hills at sunrise with White Hills notebooks, pencils and a school bag',
    color: '#1F3A5F',
    colorCode: '#2B4C78',
    textColorCode: '#FFFFFF',
    categories: ['Notebooks', 'Stationery'],
    meta: {
      title: 'White Hills Notebooks | Gramasiri',
      description:
        'White Hills notebooks: bright white paper that does not bleed, firm covers and stitched binding, in king size, long and small books for school and college.',
      keywords:
        'White Hills, notebooks, king size notebook, long notebook, school notebooks, stationery',
    },
    whyChoose:
      '<ul><li>Bright white paper that does not let ink bleed</li><li>Firm covers and stitched binding</li><li>Sizes for school, college and shop accounts</li></ul>',
    tagline: 'Write your future',
    taglineDescription: 'Stock White Hills before the school year starts: notebooks parents trust.',
    listed: true,
    position: 12,
    sections: [
      {
        kind: 'gallery',
        title: 'Made to last the whole school year',
        body: '<p>Smooth ruled pages, a clear index and a stitched spine that keeps every page in place.</p>',
        images: [
          {
            src: 'brands/white-hills/detail-1.svg',
            alt: 'An open White Hills notebook with ruled pages and a pencil',
          },
          {
            src: 'brands/white-hills/detail-2.svg',
            alt: 'Close-up of a stack of White Hills notebooks showing the stitched spine',
          },
        ],
      },
    ],
    products: [
      {
        name: 'King Size Notebook',
        slug: 'king-size-notebook',
        image: 'brands/white-hills/products/king-size-notebook.svg',
        imageAlt: 'White Hills King Size Notebook, 172 pages',
        description: '<p>A large 172-page ruled book for college notes and assignments.</p>',
      },
      {
        name: 'Long Notebook',
        slug: 'long-notebook',
        image: 'brands/white-hills/products/long-notebook.svg',
        imageAlt: 'White Hills Long Notebook, 200 pages',
        description: '<p>A tall 200-page book for school subjects, accounts and records.</p>',
      },
      {
        name: 'Small Notebook',
        slug: 'small-notebook',
        image: 'brands/white-hills/products/small-notebook.svg',
        imageAlt: 'White Hills Small Notebook, 100 pages',
        description: '<p>A handy 100-page book for homework and rough work.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Back to school with White Hills',
        videoUrl: 'https://www.youtube.com/watch?v=WhBk2Sch0oL',
        image: 'brands/white-hills/social/1.svg',
        imageAlt: 'Video poster: a school desk with White Hills notebooks and pencils',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 13 · Agardeep
  {
    id: 13,
    slug: 'agardeep',
    path: '/agardeep',
    name: 'Agardeep',
    title: 'Fragrant incense sticks and pure lamp oil for daily pooja',
    description:
      '<p><strong>Agardeep</strong> brings calm to the daily pooja with hand-rolled incense sticks in sandal, rose, jasmine and champa, and a clear lamp oil that burns with a bright, steady flame.</p>' +
      '<p>Our agarbattis are rolled by women self-help groups in Karnataka villages, giving them steady work and giving your customers a fragrance that lingers.</p>',
    logo: 'brands/agardeep/logo.svg',
    banner: 'brands/agardeep/banner.svg',
    bannerAlt: 'Glowing diyas and curling incense smoke beside Agardeep packs',
    color: '#5B2A86',
    colorCode: '#6E36A0',
    textColorCode: '#FFFFFF',
    categories: ['Incense Sticks', 'Lamp Oil'],
    meta: {
      title: 'Agardeep Incense Sticks and Lamp Oil | Gramasiri',
      description:
        'Agardeep hand-rolled incense sticks in sandal, rose, jasmine and champa, and pure deepam lamp oil with a bright, steady flame for the daily pooja at home.',
      keywords: 'Agardeep, agarbatti, incense sticks, dhoop, deepam oil, lamp oil, pooja items',
    },
    whyChoose:
      '<ul><li>Hand-rolled by women self-help groups</li><li>Long-lasting fragrances that linger</li><li>Lamp oil that burns bright with little smoke</li><li>Pooja essentials at everyday prices</li></ul>',
    tagline: 'Light, fragrance, peace',
    taglineDescription: 'Keep Agardeep on your shelf for every festival and every morning pooja.',
    listed: true,
    position: 13,
    products: [
      {
        name: 'Sandal Agarbatti',
        slug: 'sandal-agarbatti',
        image: 'brands/agardeep/products/sandal-agarbatti.svg',
        imageAlt: 'Agardeep Sandal Agarbatti box with incense sticks',
        description: '<p>Warm, woody sandal fragrance for the daily pooja.</p>',
      },
      {
        name: 'Rose Agarbatti',
        slug: 'rose-agarbatti',
        image: 'brands/agardeep/products/rose-agarbatti.svg',
        imageAlt: 'Agardeep Rose Agarbatti box with incense sticks',
        description: '<p>The sweet fragrance of fresh roses that fills the home.</p>',
      },
      {
        name: 'Jasmine Agarbatti',
        slug: 'jasmine-agarbatti',
        image: 'brands/agardeep/products/jasmine-agarbatti.svg',
        imageAlt: 'Agardeep Jasmine Agarbatti box with incense sticks',
        description: '<p>Fresh mallige fragrance, as loved in every Mysuru home.</p>',
      },
      {
        name: 'Champa Dhoop Sticks',
        slug: 'champa-dhoop-sticks',
        image: 'brands/agardeep/products/champa-dhoop-sticks.svg',
        imageAlt: 'Agardeep Champa Dhoop Sticks box',
        description: '<p>Rich, long-burning dhoop sticks with a champa fragrance.</p>',
      },
      {
        name: 'Deepam Lamp Oil 500 ml',
        slug: 'deepam-lamp-oil-500-ml',
        image: 'brands/agardeep/products/deepam-lamp-oil-500-ml.svg',
        imageAlt: 'Agardeep Deepam Lamp Oil 500 ml bottle',
        description:
          '<p>A clear lamp oil blend that burns bright and steady with little smoke.</p>',
      },
      {
        name: 'Deepam Lamp Oil 1 Ltr',
        slug: 'deepam-lamp-oil-1-ltr',
        image: 'brands/agardeep/products/deepam-lamp-oil-1-ltr.svg',
        imageAlt: 'Agardeep Deepam Lamp Oil 1 litre bottle',
        description: '<p>The family bottle for daily lamps and festival deepotsava.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Rolled by hand: the Agardeep story',
        videoUrl: 'https://www.youtube.com/watch?v=AgRlHnd5t0r',
        image: 'brands/agardeep/social/1.svg',
        imageAlt: 'Video poster: incense sticks drying in the sun in a village courtyard',
      },
      {
        kind: 'video',
        title: 'A festival of lamps with Deepam oil',
        videoUrl: 'https://www.youtube.com/watch?v=DpM4mFsT1vL',
        image: 'brands/agardeep/social/2.svg',
        imageAlt: 'Video poster: rows of glowing diyas with Agardeep lamp oil',
      },
      {
        kind: 'video',
        title: 'Morning pooja fragrances',
        videoUrl: 'https://www.youtube.com/watch?v=PjFrgRnc8s2',
        image: 'brands/agardeep/social/3.svg',
        imageAlt: 'Video poster: a pooja shelf with an incense stick and an Agardeep box',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 14 · Stay Shine
  {
    id: 14,
    slug: 'stay-shine',
    path: '/stay-shine',
    name: 'Stay Shine',
    title: 'Home cleaners that keep floors, bathrooms and glass shining',
    description:
      '<p><strong>Stay Shine</strong> keeps the whole home clean: a floor cleaner that leaves a fresh fragrance, a thick toilet cleaner that reaches under the rim, phenyl for courtyards and a streak-free glass cleaner.</p>' +
      '<p>Alongside the liquids we make a sturdy broom stick that sweeps clean for months. Everything a home needs for cleaning, from one trusted name.</p>',
    logo: 'brands/stay-shine/logo.svg',
    banner: 'brands/stay-shine/banner.svg',
    bannerAlt: 'A shining tiled floor with sparkles and Stay Shine cleaner bottles',
    color: '#7FD3E0',
    colorCode: '#A3E2EB',
    textColorCode: '#06343C',
    categories: ['Home Cleaners', 'Brooms'],
    meta: {
      title: 'Stay Shine Home Cleaners | Gramasiri',
      description:
        'Stay Shine home cleaners: floor cleaner, toilet cleaner, bathroom cleaner, glass cleaner, phenyl and a sturdy broom stick for a clean, fresh home every day.',
      keywords:
        'Stay Shine, floor cleaner, toilet cleaner, glass cleaner, phenyl, bathroom cleaner, broom',
    },
    whyChoose:
      '<ul><li>Kills common germs and leaves a fresh fragrance</li><li>Thick formulas that go further</li><li>A cleaner for every corner of the home</li><li>Sturdy brooms that last for months</li></ul>',
    tagline: 'Clean home, happy home',
    taglineDescription:
      'Bring the Stay Shine range to your store: one shelf for every cleaning need.',
    listed: true,
    position: 14,
    sections: [
      {
        kind: 'feature',
        title: 'Broom stick',
        body: '<p>The Stay Shine broom stick has soft grass bristles bound tightly to a firm handle, so it sweeps dust from corners without shedding. It is light to hold and lasts for months of daily use.</p>',
        images: [
          {
            src: 'brands/stay-shine/broom-stick.svg',
            alt: 'A Stay Shine soft grass broom with a blue handle and a dustpan',
          },
        ],
      },
    ],
    products: [
      {
        name: 'Floor Cleaner 1 Ltr',
        slug: 'floor-cleaner-1-ltr',
        image: 'brands/stay-shine/products/floor-cleaner-1-ltr.svg',
        imageAlt: 'Stay Shine Floor Cleaner 1 litre bottle',
        description: '<p>Lemon-fresh floor cleaner for tiles, stone and mosaic floors.</p>',
      },
      {
        name: 'Toilet Cleaner 500 ml',
        slug: 'toilet-cleaner-500-ml',
        image: 'brands/stay-shine/products/toilet-cleaner-500-ml.svg',
        imageAlt: 'Stay Shine Toilet Cleaner 500 ml bottle with an angled neck',
        description: '<p>A thick cleaner with an angled neck that reaches under the rim.</p>',
      },
      {
        name: 'Bathroom Cleaner 500 ml',
        slug: 'bathroom-cleaner-500-ml',
        image: 'brands/stay-shine/products/bathroom-cleaner-500-ml.svg',
        imageAlt: 'Stay Shine Bathroom Cleaner 500 ml bottle',
        description: '<p>Removes hard-water stains from tiles, taps and buckets.</p>',
      },
      {
        name: 'Glass Cleaner 500 ml',
        slug: 'glass-cleaner-500-ml',
        image: 'brands/stay-shine/products/glass-cleaner-500-ml.svg',
        imageAlt: 'Stay Shine Glass Cleaner 500 ml spray bottle',
        description: '<p>A streak-free spray for windows, mirrors and shop counters.</p>',
      },
      {
        name: 'Phenyl 1 Ltr',
        slug: 'phenyl-1-ltr',
        image: 'brands/stay-shine/products/phenyl-1-ltr.svg',
        imageAlt: 'Stay Shine Phenyl 1 litre bottle',
        description: '<p>White phenyl with a pine fragrance for floors, drains and courtyards.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'A shining home in ten minutes',
        videoUrl: 'https://www.youtube.com/watch?v=StSh1n3H0me',
        image: 'brands/stay-shine/social/1.svg',
        imageAlt: 'Video poster: a sparkling tiled floor with Stay Shine bottles',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── 15 · Glim Dishwash
  {
    id: 15,
    slug: 'glim-dishwash',
    path: '/glim-dishwash',
    name: 'Glim Dishwash',
    title: 'Lemon-powered dishwash for sparkling vessels',
    description:
      '<p><strong>Glim Dishwash</strong> cuts through oil and grease with the power of lemon, leaving steel, brass and glass vessels sparkling and free of smell.</p>' +
      '<p>Pick the bar or tub for the sink and the washing stone, or the liquid for quick, gentle washing. A steel scrubber completes the set.</p>',
    logo: 'brands/glim-dishwash/logo.svg',
    banner: 'brands/glim-dishwash/banner.svg',
    bannerAlt: 'Shining steel plates, lemons and bubbles with Glim Dishwash packs',
    color: '#8BC34A',
    colorCode: '#A5D46A',
    textColorCode: '#1B3300',
    categories: ['Dishwash'],
    meta: {
      title: 'Glim Dishwash Bar, Tub and Liquid | Gramasiri',
      description:
        'Glim Dishwash with the power of lemon: bars, tub and liquid that cut grease and leave steel, brass and glass vessels sparkling, plus a long-lasting steel scrubber.',
      keywords: 'Glim Dishwash, dishwash bar, dishwash liquid, dishwash tub, lemon, steel scrubber',
    },
    whyChoose:
      '<ul><li>Lemon power that cuts grease fast</li><li>Leaves no smell on vessels</li><li>Gentle on hands</li><li>Bars, tub and liquid for every kitchen</li></ul>',
    tagline: 'Shine on every plate',
    taglineDescription:
      'Stock Glim Dishwash beside Glim detergent: a range your customers already trust.',
    listed: false,
    position: 15,
    products: [
      {
        name: 'Dishwash Bar 200 g',
        slug: 'dishwash-bar-200-g',
        image: 'brands/glim-dishwash/products/dishwash-bar-200-g.svg',
        imageAlt: 'Glim Dishwash Bar 200 g wrapped bar with lemons',
        description: '<p>A long-lasting lemon bar for everyday vessels.</p>',
      },
      {
        name: 'Dishwash Tub 500 g',
        slug: 'dishwash-tub-500-g',
        image: 'brands/glim-dishwash/products/dishwash-tub-500-g.svg',
        imageAlt: 'Glim Dishwash Tub 500 g round tub',
        description: '<p>A round tub that sits by the sink and keeps the bar dry.</p>',
      },
      {
        name: 'Dishwash Liquid 250 ml',
        slug: 'dishwash-liquid-250-ml',
        image: 'brands/glim-dishwash/products/dishwash-liquid-250-ml.svg',
        imageAlt: 'Glim Dishwash Liquid 250 ml bottle',
        description: '<p>A few drops in water clean a whole sink of vessels.</p>',
      },
      {
        name: 'Dishwash Liquid 500 ml',
        slug: 'dishwash-liquid-500-ml',
        image: 'brands/glim-dishwash/products/dishwash-liquid-500-ml.svg',
        imageAlt: 'Glim Dishwash Liquid 500 ml bottle',
        description: '<p>The value bottle of lemon dishwash liquid for large families.</p>',
      },
      {
        name: 'Steel Scrubber',
        slug: 'steel-scrubber',
        image: 'brands/glim-dishwash/products/steel-scrubber.svg',
        imageAlt: 'Glim Steel Scrubber on a hanging card',
        description: '<p>A rust-free steel scrubber for tough, burnt-on stains.</p>',
      },
    ],
    social: [
      {
        kind: 'video',
        title: 'Greasy kadai to sparkling clean',
        videoUrl: 'https://www.youtube.com/watch?v=GdWsKd4iCln',
        image: 'brands/glim-dishwash/social/1.svg',
        imageAlt: 'Video poster: shining steel vessels and lemons with a Glim Dishwash bottle',
      },
    ],
  },
]
