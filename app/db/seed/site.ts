import type { SeedJob, SeedPost, SeedSlide } from './types.ts'

/**
 * Sample content that is not about a brand: home slides, job openings and Resources posts.
 * Everything here is invented for the sample site (people, publications, figures); the pictures are
 * drawn by scripts/art/site.mjs into app/db/seed/media/.
 */

export const slides: SeedSlide[] = [
  {
    image: 'home/slide-1.svg',
    imageAlt:
      'A village kirana store turned Grameen supermarket, with full shelves, a striped awning and customers at the counter',
    title: 'A Grameen supermarket at every village doorstep',
    description:
      '<p>We help village kirana stores grow into Grameen supermarkets, with more variety and better quality on the shelf. Families find what they need in their own village, at fair prices.</p>',
  },
  {
    image: 'home/slide-2.svg',
    imageAlt:
      'An electric cargo three-wheeler delivering goods along a village road lined with coconut palms',
    title: 'Electric deliveries that keep our villages clean',
    description:
      '<p>Our electric three-wheelers bring stock to kirana stores without smoke or noise. Every delivery is a small lesson in cleaner, quieter village roads.</p>',
  },
  {
    image: 'home/slide-3.svg',
    imageAlt:
      'Farmers in a green field beside crates of vegetables and sacks of grain ready for collection',
    title: 'From farmer to farmer, through FPOs we trust',
    description:
      '<p>We source staples from farmer producer organisations and rural SMEs, so the dal and rice on a village shelf often come from a few villages away.</p>',
  },
  {
    image: 'home/slide-4.svg',
    imageAlt: 'Women of a self-help group packing grocery orders at a rural warehouse',
    title: 'Local jobs through rural warehouses and SHGs',
    description:
      '<p>Our rural warehouses are run with women-led self-help groups and local youth. Work that once meant a bus to the city now starts close to home.</p>',
  },
]

const offer = (items: string[]) =>
  `<h3>What we offer</h3><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`

export const jobs: SeedJob[] = [
  {
    id: 1,
    slug: 'field-sales-executive-mandya',
    jobTitle: 'Field Sales Executive – Mandya',
    jobShortDescription:
      '<p>Visit kirana stores across Mandya taluk, take orders on our app and help owners choose the right range for their village.</p>',
    jobDescription:
      '<p>As a Field Sales Executive you are the face of Gramasiri for 120 to 150 kirana stores on your beat. You know every owner by name, you understand what sells in each village, and you make sure the shelves never run empty before the next delivery.</p>' +
      '<h3>Responsibilities</h3><ul><li>Visit stores on a planned weekly beat and take orders on the Gramasiri sales app.</li><li>Introduce new products and our own brands, and explain schemes and offers clearly.</li><li>Help owners plan their stock for festivals, harvest season and weekly santhe days.</li><li>Collect payments and keep store records up to date.</li><li>Share feedback from the market with the category and supply teams.</li></ul>' +
      '<h3>Requirements</h3><ul><li>1–3 years in FMCG or rural sales; freshers with strong local knowledge are welcome to apply.</li><li>Fluent Kannada; working English or Hindi is a plus.</li><li>A two-wheeler and a valid driving licence.</li><li>Comfortable using a smartphone app for orders and reports.</li></ul>' +
      offer([
        'Fixed salary with a monthly incentive on store growth.',
        'Fuel allowance and mobile data reimbursement.',
        'Health insurance for you and your family.',
        'A clear path to Senior Sales Executive and Area Sales Manager.',
      ]),
    jobRole: 'Sales',
    jobLocation: 'Mandya',
    jobType: 'Full-time',
    postedOn: '2025-11-14',
    jobExperience: '1–3 years',
    workingHours: '9:30 AM – 6:30 PM',
    workingDays: 'Monday to Saturday',
    requiredCount: 6,
    applyJobLink: null,
    status: 'Open',
  },
  {
    id: 2,
    slug: 'warehouse-supervisor-tumakuru',
    jobTitle: 'Warehouse Supervisor – Tumakuru',
    jobShortDescription:
      '<p>Run the daily inward, storage and dispatch at our Tumakuru rural warehouse with a team of local associates and SHG members.</p>',
    jobDescription:
      '<p>Our Tumakuru warehouse serves more than 2,500 kirana stores in the district. As Warehouse Supervisor you make sure every order leaves complete and on time, and that the team works safely.</p>' +
      "<h3>Responsibilities</h3><ul><li>Plan the day's inward, put-away, picking and dispatch with the shift team.</li><li>Keep stock accurate with daily cycle counts and first-expiry-first-out rotation.</li><li>Coordinate EV and truck routes with the delivery partners.</li><li>Train new associates and self-help group members on safe handling.</li><li>Report stock, damage and productivity figures every day.</li></ul>" +
      '<h3>Requirements</h3><ul><li>3–5 years in warehouse or distribution operations, FMCG preferred.</li><li>Working knowledge of a warehouse management system and spreadsheets.</li><li>Kannada and English; the ability to lead a team of 20 to 30 people.</li></ul>' +
      offer([
        'Competitive salary and a quarterly performance bonus.',
        'Health insurance and provident fund.',
        'Training in modern warehouse practices.',
        'A role close to home, in a growing rural network.',
      ]),
    jobRole: 'Operations',
    jobLocation: 'Tumakuru',
    jobType: 'Full-time',
    postedOn: '2025-11-10',
    jobExperience: '3–5 years',
    workingHours: '8:00 AM – 5:00 PM',
    workingDays: 'Monday to Saturday',
    requiredCount: 2,
    applyJobLink: null,
    status: 'Open',
  },
  {
    id: 3,
    slug: 'ev-delivery-partner',
    jobTitle: 'EV Delivery Partner',
    jobShortDescription:
      '<p>Drive one of our electric cargo three-wheelers and deliver stock to village kirana stores on a fixed daily route.</p>',
    jobDescription:
      '<p>Our delivery partners are the people kirana owners see most often. You will drive an electric three-wheeler from our rural warehouse to 25 to 35 stores a day, hand over orders carefully and bring back empty crates.</p>' +
      "<h3>Responsibilities</h3><ul><li>Load your vehicle with the day's orders and check them against the route sheet.</li><li>Deliver to each store on time and get the delivery confirmed on the app.</li><li>Handle goods with care and report any damage or shortage at once.</li><li>Keep the vehicle clean and charged, and follow the safety checklist.</li></ul>" +
      '<h3>Requirements</h3><ul><li>A valid driving licence for three-wheelers (LMV or e-rickshaw, as applicable).</li><li>0–2 years of driving or delivery experience; we train you on electric vehicles.</li><li>Good knowledge of the local villages and roads.</li></ul>' +
      offer([
        'Fixed monthly pay plus a per-delivery incentive.',
        'No fuel cost: vehicles charge at our warehouse.',
        'Accident insurance and safety gear.',
        'Uniform, a smartphone and mobile data.',
      ]),
    jobRole: 'Logistics',
    jobLocation: 'Hassan',
    jobType: 'Contract',
    postedOn: '2025-11-05',
    jobExperience: '0–2 years',
    workingHours: '7:30 AM – 4:30 PM',
    workingDays: 'Monday to Saturday',
    requiredCount: 12,
    applyJobLink: null,
    status: 'Open',
  },
  {
    id: 4,
    slug: 'category-manager-staples-bengaluru',
    jobTitle: 'Category Manager – Staples (Bengaluru)',
    jobShortDescription:
      '<p>Own the staples category, from rice, dal and atta to edible oils, and build a range that suits village shoppers and works for our partners.</p>',
    jobDescription:
      '<p>Staples are the heart of every kirana order. As Category Manager you decide what we buy, from whom and at what price, and you work with farmer producer organisations and brands to bring better quality to the village shelf.</p>' +
      '<h3>Responsibilities</h3><ul><li>Plan the range, pricing and margins for rice, pulses, flours, sugar and edible oils.</li><li>Negotiate with brands, mills, FPOs and rural SMEs.</li><li>Track sales, stock cover and freshness across warehouses.</li><li>Plan seasonal buying around harvests and festivals.</li><li>Work with the Suggi brand team on our own-label staples.</li></ul>' +
      '<h3>Requirements</h3><ul><li>5–8 years in category management or buying, FMCG or modern trade.</li><li>Strong analytical skills; comfortable with large spreadsheets and dashboards.</li><li>Experience with agricultural commodities is a strong plus.</li><li>Willing to travel to warehouses and FPOs in Karnataka.</li></ul>' +
      offer([
        'A high-impact role with a direct say in what millions of rural families buy.',
        'Competitive salary, annual bonus and health insurance.',
        'Hybrid working between our Bengaluru office and the field.',
      ]),
    jobRole: 'Category',
    jobLocation: 'Bengaluru',
    jobType: 'Full-time',
    postedOn: '2025-10-28',
    jobExperience: '5–8 years',
    workingHours: '9:30 AM – 6:30 PM',
    workingDays: 'Monday to Friday',
    requiredCount: 1,
    applyJobLink: null,
    status: 'Open',
  },
  {
    id: 5,
    slug: 'kirana-relationship-manager',
    jobTitle: 'Kirana Relationship Manager',
    jobShortDescription:
      '<p>Guide kirana owners through the journey to a Grameen supermarket: layout, range, display and digital ordering.</p>',
    jobDescription:
      '<p>You will look after a cluster of partner stores that are on their way to becoming Grameen supermarkets. You help each owner plan the shop, stock a wider range and use our ordering app with confidence.</p>' +
      '<h3>Responsibilities</h3><ul><li>Visit partner stores regularly and build a growth plan with each owner.</li><li>Advise on shelf layout, display and pricing boards.</li><li>Run small training sessions on the ordering app and on stock rotation.</li><li>Resolve complaints about deliveries, returns and payments.</li></ul>' +
      '<h3>Requirements</h3><ul><li>Experience in retail, distribution or field sales.</li><li>Fluent Kannada; patience and a genuine interest in small businesses.</li><li>A two-wheeler and a valid driving licence.</li></ul>' +
      offer([
        'Salary with an incentive linked to store growth.',
        'Travel allowance and health insurance.',
        'Training in retail merchandising.',
      ]),
    jobRole: 'Sales',
    jobLocation: 'Davanagere',
    jobType: null,
    postedOn: '2025-10-20',
    jobExperience: null,
    workingHours: null,
    workingDays: 'Monday to Saturday',
    requiredCount: null,
    applyJobLink: null,
    status: 'Open',
  },
  {
    id: 6,
    slug: 'accounts-executive',
    jobTitle: 'Accounts Executive',
    jobShortDescription:
      '<p>Keep our books in order: vendor payments, store collections, GST filings and monthly closing for the rural warehouses.</p>',
    jobDescription:
      '<p>Thousands of small payments flow between kirana stores, brands and our warehouses every day. You will make sure each one is recorded, reconciled and reported correctly.</p>' +
      '<h3>Responsibilities</h3><ul><li>Record and reconcile collections from stores and payments to vendors.</li><li>Prepare GST returns and support TDS filings.</li><li>Help with the monthly closing and the annual audit.</li><li>Answer questions from warehouse teams and partners about payments.</li></ul>' +
      '<h3>Requirements</h3><ul><li>B.Com or M.Com; 1–3 years in accounts.</li><li>Hands-on experience with an accounting package and spreadsheets.</li><li>Working knowledge of GST.</li></ul>' +
      offer([
        'Salary as per industry standards, with an annual review.',
        'Health insurance and provident fund.',
        'Support for professional courses.',
      ]),
    jobRole: 'Finance',
    jobLocation: 'Bengaluru',
    jobType: 'Full-time',
    postedOn: '2025-10-09',
    jobExperience: '1–3 years',
    workingHours: '9:30 AM – 6:30 PM',
    workingDays: 'Monday to Saturday',
    requiredCount: 1,
    applyJobLink: null,
    status: 'Open',
  },
  {
    id: 7,
    slug: 'supply-chain-analyst',
    jobTitle: 'Supply Chain Analyst',
    jobShortDescription:
      '<p>Use data to plan stock, routes and warehouse capacity across our rural network, so every kirana gets its order on time.</p>',
    jobDescription:
      '<p>We deliver to tens of thousands of stores from a growing set of rural warehouses. As Supply Chain Analyst you turn order data into forecasts, replenishment plans and better delivery routes.</p>' +
      '<h3>Responsibilities</h3><ul><li>Forecast demand by warehouse and category, including festival and harvest peaks.</li><li>Set reorder levels and track stock cover and fill rate.</li><li>Analyse EV and truck routes, and suggest changes that save time and energy.</li><li>Build clear dashboards for the operations and category teams.</li></ul>' +
      '<h3>Requirements</h3><ul><li>2–4 years in supply chain planning or analytics.</li><li>Strong SQL and spreadsheet skills; Python is a plus.</li><li>Curiosity about how rural markets work, and willingness to visit them.</li></ul>' +
      offer([
        'Competitive salary and annual bonus.',
        'Health insurance for you and your family.',
        'Field visits to see your plans work on the ground.',
      ]),
    jobRole: 'Supply Chain',
    jobLocation: 'Bengaluru',
    jobType: 'Full-time',
    postedOn: '2025-09-24',
    jobExperience: '2–4 years',
    workingHours: '9:30 AM – 6:30 PM',
    workingDays: 'Monday to Friday',
    requiredCount: 1,
    applyJobLink: null,
    status: 'Open',
  },
  {
    id: 8,
    slug: 'software-engineer-retail-platform',
    jobTitle: 'Software Engineer – Retail Platform',
    jobShortDescription:
      '<p>Build the ordering app and the back-office systems that thousands of kirana owners and our field teams use every day, often on slow networks.</p>',
    jobDescription:
      '<p>Our retail platform takes orders from kirana stores, plans deliveries and keeps warehouse stock in step. It has to work on low-cost phones and patchy 3G. You will design, build and run parts of it end to end.</p>' +
      '<h3>Responsibilities</h3><ul><li>Build features for the ordering app, the sales app and the warehouse tools.</li><li>Design APIs and data models that stay fast as the network grows.</li><li>Make the apps work well offline and on slow connections.</li><li>Write tests, review code and share on-call duty with the team.</li></ul>' +
      '<h3>Requirements</h3><ul><li>2–5 years of building web or mobile products.</li><li>Good knowledge of TypeScript or Kotlin, and of SQL databases.</li><li>Care for users who are new to smartphones.</li></ul>' +
      offer([
        'Competitive salary and stock options.',
        'Hybrid working from our Bengaluru office.',
        'Regular field visits to meet the people who use your work.',
      ]),
    jobRole: 'Technology',
    jobLocation: 'Bengaluru',
    jobType: 'Full-time',
    postedOn: '2025-09-15',
    jobExperience: '2–5 years',
    workingHours: '10:00 AM – 7:00 PM',
    workingDays: 'Monday to Friday',
    requiredCount: 2,
    applyJobLink: 'https://careers.example.com/gramasiri/software-engineer-retail-platform',
    status: 'Open',
  },
  {
    id: 9,
    slug: 'store-launch-associate-shivamogga',
    jobTitle: 'Store Launch Associate – Shivamogga',
    jobShortDescription:
      '<p>Help partner kirana stores in Shivamogga district reopen as Grameen supermarkets, from shelf set-up to launch day.</p>',
    jobDescription:
      '<p>This position has been filled. Thank you to everyone who applied.</p>' +
      '<h3>Responsibilities</h3><ul><li>Set up shelves, displays and price boards in partner stores.</li><li>Plan launch-day activities with the store owner and the sales team.</li></ul>' +
      '<h3>Requirements</h3><ul><li>1–2 years in retail or merchandising.</li><li>Fluent Kannada.</li></ul>' +
      offer(['Salary with a launch incentive.', 'Travel allowance.']),
    jobRole: 'Retail',
    jobLocation: 'Shivamogga',
    jobType: 'Full-time',
    postedOn: '2025-08-12',
    jobExperience: '1–2 years',
    workingHours: '9:30 AM – 6:30 PM',
    workingDays: 'Monday to Saturday',
    requiredCount: 3,
    applyJobLink: null,
    status: 'Closed',
  },
]

const img = (src: string, alt: string) => ({ src, alt })

export const posts: SeedPost[] = [
  // ---------------------------------------------------------------- blog
  {
    id: 1,
    type: 'blog',
    slug: 'how-a-village-kirana-becomes-a-grameen-supermarket',
    title: 'How a village kirana becomes a Grameen supermarket',
    author: 'Gramasiri Editorial Team',
    postDate: '2025-03-18',
    image: 'posts/blog-1.svg',
    imageAlt:
      'A village kirana store with a new signboard, full shelves and customers at the counter',
    excerpt:
      'The shop is already there, and so is the owner who knows every family. Here is how we help a village kirana grow into a Grameen supermarket.',
    description: `<p>Every village in Karnataka has a kirana store. It opens early, closes late, gives credit to families it has known for years and keeps the things people need every day. What it often lacks is <strong>range, freshness and fair buying prices</strong>. A Grameen supermarket keeps everything that is good about the kirana and fixes those three things.</p>
<h2>It starts with the shop that is already there</h2>
<p>We do not build new stores. We work with owners who already have the trust of their village. A Gramasiri field executive visits the shop, looks at what sells, what stays on the shelf too long and what customers ask for but cannot find. Most owners know the answer before we ask: shampoo in the size people want, a second brand of oil, fresh atta instead of an old sack.</p>
<h3>Step 1: A wider range, delivered to the door</h3>
<p>Before joining us, many owners closed the shop once or twice a week to travel 15 to 40 km to a town wholesaler. With the Gramasiri app, they order from more than 1,500 products, and our delivery partner brings the order to the shop, usually the next day. The owner stays behind the counter, where the business is.</p>
<h3>Step 2: Fresher stock, smaller orders</h3>
<p>Because deliveries are regular, owners no longer need to buy a month of stock at once. They order smaller quantities more often. Products stay on the shelf for days, not weeks, and less money is locked in stock.</p>
<h3>Step 3: Display that helps customers choose</h3>
<p>Our relationship managers help rearrange the shop: staples in front, personal care at eye level, a clear price board and simple category labels. Small changes make a big difference when a customer can see a product instead of asking for it.</p>
<h3>Step 4: Fair prices for the village</h3>
<p>Rural shoppers have long paid 10 to 20 percent more than city shoppers for the same product. When a kirana buys directly from our network, the price on the shelf can come down, and the owner still earns a healthy margin.</p>
<h2>What changes for the village</h2>
<ul>
<li><strong>Families</strong> find what they need in their own village, without a bus ride to town.</li>
<li><strong>The owner</strong> earns more from a wider range, with less travel and less money tied up in stock.</li>
<li><strong>Brands</strong> reach villages that their own distributors rarely visit.</li>
<li><strong>Local farmers</strong> see their produce on the shelf through our FPO partners.</li>
</ul>
<h2>What stays the same</h2>
<p>The owner stays the owner. The shop keeps its name, its regular customers and its place in village life. The new signboard simply says what the villagers can already see: this is now their supermarket, at their doorstep.</p>
<p>If you run a kirana store and would like to know more, call our customer care number or send us a message on WhatsApp. A member of our field team will visit you.</p>`,
    gallery: [
      img(
        'posts/blog-1-1.svg',
        'A kirana owner and a Gramasiri field executive planning the shelf layout',
      ),
      img(
        'posts/blog-1-2.svg',
        'Neatly arranged shelves of staples, oils and personal care products inside a Grameen supermarket',
      ),
    ],
  },
  {
    id: 2,
    type: 'blog',
    slug: 'why-our-deliveries-run-on-electric-wheels',
    title: 'Why our deliveries run on electric wheels',
    author: 'Fleet and Logistics Team',
    postDate: '2025-05-06',
    image: 'posts/blog-2.svg',
    imageAlt:
      'An electric cargo three-wheeler on a village road between paddy fields and coconut palms',
    excerpt:
      'Electric three-wheelers carry most of our village deliveries. They are quiet, clean and cheaper to run, and they start conversations about sustainability.',
    description: `<p>The most expensive part of rural retail is the last few kilometres. A warehouse can be efficient, a brand can price its products well, and still the cost of reaching a shop at the end of a narrow village road decides what the shopper pays. That is why we spent a long time choosing how our goods travel, and why <strong>most of our village deliveries now run on electric three-wheelers</strong>.</p>
<h2>The last mile is the longest</h2>
<p>A typical route starts at one of our rural warehouses and covers 25 to 35 kirana stores spread over 40 to 60 km. The roads are narrow, the stops are many and short, and the vehicle spends a lot of time starting and stopping. That kind of driving suits an electric motor very well: it uses no energy while waiting and recovers some while slowing down.</p>
<h2>Cleaner air on village roads</h2>
<p>An electric three-wheeler has no exhaust. On a village street, where children walk to school and shops open onto the road, that matters. Our delivery partners tell us that shop owners notice the difference first, then ask how the vehicle works.</p>
<h3>Lower running costs, steadier prices</h3>
<p>Electricity costs far less per kilometre than diesel, and electric vehicles have fewer parts to wear out. Those savings help us keep delivery costs low and prices on the shelf steady, even when fuel prices change.</p>
<h3>Charging at our rural warehouses</h3>
<p>Every vehicle returns to its warehouse in the afternoon and charges there overnight. Where possible, the warehouses use rooftop solar. We plan routes so that a full day's work fits comfortably within one charge, with a margin for detours in the monsoon.</p>
<h2>What we have learned</h2>
<ul>
<li><strong>Training matters.</strong> Drivers who are new to electric vehicles learn smooth braking and smart charging in a two-day course.</li>
<li><strong>Routes come first.</strong> Good route planning saves more energy than any vehicle feature.</li>
<li><strong>Loads must be balanced.</strong> Crates are packed in delivery order so the driver never unloads the whole vehicle at one stop.</li>
<li><strong>Maintenance is local.</strong> We train mechanics in our warehouse towns, so a repair never waits for a trip to the city.</li>
</ul>
<h2>Raising awareness, one delivery at a time</h2>
<p>Each vehicle carries a simple message about clean air. In many villages, ours was the first electric vehicle people had seen up close. Delivery partners now answer questions about charging and range as often as they answer questions about stock. We think that is a good sign: sustainable choices spread fastest when people can see them working in their own village.</p>
<p>We are adding electric vehicles in every district we serve, and we welcome drivers who want to grow with us. See the Opportunities page for open roles.</p>`,
    gallery: [
      img('posts/blog-2-1.svg', 'Electric three-wheelers charging at a rural warehouse'),
      img(
        'posts/blog-2-2.svg',
        'A delivery partner handing a carton of groceries to a kirana owner',
      ),
    ],
  },
  {
    id: 3,
    type: 'blog',
    slug: 'farmer-to-farmer-how-fpos-fill-the-village-shelf',
    title: 'Farmer to farmer: how FPOs fill the village shelf',
    author: 'Sourcing Desk',
    postDate: '2025-07-22',
    image: 'posts/blog-3.svg',
    imageAlt:
      'Farmers weighing sacks of pulses at a farmer producer organisation collection centre',
    excerpt:
      'Through farmer producer organisations, the pulses and millets grown in one village reach the kirana shelf of another, with fair prices at both ends.',
    description: `<p>Most of the people who shop at a village kirana are farmers or work on farms. Yet the dal, rice and millets on the shelf have often travelled hundreds of kilometres, through several traders, before they come back to a village. Our <strong>farmer-to-farmer initiative</strong> shortens that journey.</p>
<h2>What is an FPO?</h2>
<p>A farmer producer organisation is a company owned by its farmer members. By pooling their harvest, small farmers can clean, grade, store and sell it together, and negotiate better prices than they could alone. Karnataka has hundreds of FPOs, growing everything from toor dal and ragi to groundnut and jaggery.</p>
<h2>How the initiative works</h2>
<h3>1. We agree on quality and quantity before the season</h3>
<p>Our sourcing team works with each FPO to plan what it will supply: how much, of what grade and when. Farmers know their market before they sow.</p>
<h3>2. Collection close to the farm</h3>
<p>The FPO collects the harvest at its own centre, where it is cleaned, weighed and packed. We pick it up from there and bring it to our rural warehouse, often the same day.</p>
<h3>3. Packed for the village shelf</h3>
<p>Staples are packed in the sizes village families buy, from half a kilo upwards, under our Suggi brand or the FPO's own label.</p>
<h3>4. Sold in the villages nearby</h3>
<p>Because our kirana partners are spread across the same districts, much of the produce is sold within a short distance of where it was grown.</p>
<h2>Why it matters</h2>
<ul>
<li><strong>Farmers</strong> earn more because fewer middlemen stand between them and the shopper.</li>
<li><strong>Shoppers</strong> get fresher staples with a clear origin, at a fair price.</li>
<li><strong>Kirana owners</strong> can tell customers that the ragi on the shelf was grown in their own taluk.</li>
<li><strong>Rural SMEs</strong>, such as small mills and oil expellers, find a steady buyer for their products.</li>
</ul>
<h2>Working with rural SMEs</h2>
<p>The same approach works for small rural businesses. A cold-pressed oil unit, a jaggery maker or a papad cooperative often makes an excellent product but cannot reach shops beyond its own town. We help with packaging, labelling and quality checks, then place their products in kirana stores across the network.</p>
<h2>Quality you can trace</h2>
<p>Every lot that leaves an FPO centre carries a simple record: the collection centre, the date of packing and the results of the moisture and cleanliness checks. If a kirana owner or a customer has a question about a pack, our team can trace it back to the centre where it was packed. Farmers appreciate this too: a lot that passes every check earns a better price the next season.</p>
<h2>What comes next</h2>
<p>We are adding millets, spices and dry fruits to the initiative this year, and we are always looking for new FPO partners. If your FPO would like to work with us, write to us through the Contact page.</p>`,
    gallery: [
      img('posts/blog-3-1.svg', 'A farmer in a field of ripe millet'),
      img(
        'posts/blog-3-2.svg',
        'Sacks of cleaned and graded pulses stacked at a collection centre',
      ),
    ],
  },
  {
    id: 4,
    type: 'blog',
    slug: 'women-led-self-help-groups-at-the-heart-of-our-rural-warehouses',
    title: 'Women-led self-help groups at the heart of our rural warehouses',
    author: 'Community Programmes Team',
    postDate: '2025-09-09',
    image: 'posts/blog-4.svg',
    imageAlt: 'Women of a self-help group packing grocery orders at a table in a rural warehouse',
    excerpt:
      'In our rural warehouses, women-led self-help groups pack orders, check quality and run the stockroom, earning a steady income close to home.',
    description: `<p>When we opened our first rural warehouse, we faced a simple question: who would work there? The answer came from the village itself. Women's <strong>self-help groups</strong>, already running savings, credit and small enterprises, were ready to take on more. Today they are at the heart of how our warehouses work.</p>
<h2>What a self-help group does with us</h2>
<p>A self-help group, or SHG, is a group of ten to twenty women from one village who save together and support each other's businesses. We sign a service agreement with the group, not with individuals, and the group decides who works which shift.</p>
<ul>
<li><strong>Packing:</strong> staples arrive in bulk and are packed into the sizes village families buy.</li>
<li><strong>Order picking:</strong> each kirana order is picked, checked and crated for the delivery route.</li>
<li><strong>Quality checks:</strong> members check dates, seals and weights before goods leave the warehouse.</li>
<li><strong>Stockroom records:</strong> trained members keep stock registers on tablets.</li>
</ul>
<h2>Why it works</h2>
<h3>Income close to home</h3>
<p>Most members live within a few kilometres of the warehouse. Shifts are planned around school hours and the farming season, so work fits into family life instead of replacing it.</p>
<h3>Skills that travel</h3>
<p>Members learn stock handling, basic bookkeeping and the use of a tablet. Several have gone on to start small businesses of their own, and some have become shift leaders in our warehouses.</p>
<h3>Trust that already exists</h3>
<p>SHGs have strong internal rules and a long record of repaying loans. That discipline shows on the warehouse floor: accuracy is high and absence is rare.</p>
<h2>Creating local jobs</h2>
<p>Each rural warehouse creates 40 to 120 local jobs, counting SHG members, loaders, supervisors and delivery partners. Money earned in the village is spent in the village, often at the very kirana stores the warehouse supplies.</p>
<h2>Safety and fair terms</h2>
<p>Every member is trained in safe lifting and handling before her first shift, and every warehouse has a rest area, clean toilets and drinking water. Payments go to the group's bank account every fortnight, with a clear statement of hours and tasks, so each member can see exactly what she has earned.</p>
<h2>What members tell us</h2>
<p>When we ask members what changed, the answers are rarely about money alone. They talk about confidence, about being consulted on how the work is organised, and about their daughters seeing them at work. One group leader put it simply: <strong>"Now the village knows what we can do."</strong></p>
<p>We are opening new warehouses in the coming year and will work with SHGs in each of those towns. Groups that would like to partner with us can reach our community team through the Contact page.</p>`,
    gallery: [
      img('posts/blog-4-1.svg', 'A self-help group meeting under a tree in a village'),
      img('posts/blog-4-2.svg', 'Women checking stock records on a tablet in a warehouse aisle'),
    ],
  },

  // ---------------------------------------------------------------- vani
  {
    id: 5,
    type: 'vilvani',
    slug: 'a-day-on-the-route-with-our-ev-delivery-partner',
    title: 'A day on the route with our EV delivery partner',
    author: 'Gramasiri Vani',
    postDate: '2025-02-14',
    image: 'posts/vilvani-5.svg',
    imageAlt: 'A delivery partner loading crates into an electric three-wheeler at dawn',
    excerpt:
      'From a 7 am loading bay to the last kirana stop before sunset: we rode along on an electric delivery route in Hassan district.',
    description: `<p>The day starts at 7 in the morning at our Hassan warehouse, where crates are loaded in the order of the route. By 8 the electric three-wheeler is on the road, and by noon it has visited fourteen kirana stores in six villages.</p>
<p>In this episode of Gramasiri Vani we ride along, meet the shop owners who wait for the quiet vehicle every week, and learn why our delivery partners say they would not go back to diesel.</p>`,
    gallery: [
      img('posts/vilvani-5-1.svg', 'Crates packed in route order at the warehouse loading bay'),
      img('posts/vilvani-5-2.svg', 'The electric three-wheeler on a road between paddy fields'),
      img('posts/vilvani-5-3.svg', "A kirana owner receiving the week's order at her shop"),
    ],
  },
  {
    id: 6,
    type: 'vilvani',
    slug: 'one-year-as-a-grameen-supermarket',
    title: 'One year as a Grameen supermarket',
    author: 'Gramasiri Vani',
    postDate: '2025-04-03',
    image: 'posts/vilvani-6.svg',
    imageAlt: 'A Grameen supermarket storefront with a bright signboard in the evening',
    excerpt:
      'A kirana owner near Chikkamagaluru looks back on the year her shop became a Grameen supermarket: more products, more customers, fewer trips to town.',
    description: `<p>A year ago this shop stocked about 200 products and closed every Thursday for the trip to the town wholesaler. Today it carries more than 600, is open seven days a week and has become the place where the village meets in the evening.</p>
<p>The owner walks us through what changed: the new shelves, the ordering app her son set up, and the customers who now come from the next village too.</p>`,
    gallery: [
      img(
        'posts/vilvani-6-1.svg',
        'The shop counter with glass jars of sweets and hanging sachet strips',
      ),
      img(
        'posts/vilvani-6-2.svg',
        'Shelves of staples and personal care products inside the store',
      ),
      img('posts/vilvani-6-3.svg', 'Customers outside the Grameen supermarket in the evening'),
    ],
  },
  {
    id: 7,
    type: 'vilvani',
    slug: 'inside-our-tumakuru-warehouse-at-dawn',
    title: 'Inside our Tumakuru warehouse at dawn',
    author: 'Gramasiri Vani',
    postDate: '2025-06-11',
    image: 'posts/vilvani-7.svg',
    imageAlt: 'The Tumakuru rural warehouse at sunrise with delivery vehicles outside',
    excerpt:
      'Before the first delivery leaves, hundreds of orders are picked, checked and packed. A walk through our Tumakuru warehouse in the early hours.',
    description: `<p>At 5:30 in the morning the Tumakuru warehouse is already busy. Orders placed by kirana owners the evening before are picked from the racks, checked by the quality team and packed into crates for each route.</p>
<p>This Vani episode follows a single order from the rack to the vehicle, and introduces the shift leaders, loaders and self-help group members who make it happen.</p>`,
    gallery: [
      img('posts/vilvani-7-1.svg', 'Tall racks of sacks and cartons inside the warehouse'),
      img('posts/vilvani-7-2.svg', 'Self-help group members packing staples at a long table'),
      img(
        'posts/vilvani-7-3.svg',
        'Electric vehicles lined up and charging before the morning routes',
      ),
      img('posts/vilvani-7-4.svg', 'The warehouse entrance with cartons ready for dispatch'),
    ],
  },
  {
    id: 8,
    type: 'vilvani',
    slug: 'voices-from-the-field-fpo-farmers-in-chikkaballapur',
    title: 'Voices from the field: FPO farmers in Chikkaballapur',
    author: 'Gramasiri Vani',
    postDate: '2025-08-01',
    image: 'posts/vilvani-8.svg',
    imageAlt: 'Farmers standing in a green field with crates of fresh vegetables',
    excerpt:
      'Members of a farmer producer organisation explain what a steady buyer means for their planning, their prices and their families.',
    description: `<p>The members of this farmer producer organisation grow tomatoes, beans, ragi and toor dal on small plots around Chikkaballapur. Since they began supplying our network, they plan each season knowing who will buy their harvest and at what price.</p>
<p>In their own words, they describe the collection centre, the quality checks and the satisfaction of seeing their produce on the shelves of nearby villages.</p>`,
    gallery: [
      img('posts/vilvani-8-1.svg', 'A farmer carrying a basket of vegetables on her head'),
      img('posts/vilvani-8-2.svg', 'Sacks of ragi being weighed at the FPO collection centre'),
      img('posts/vilvani-8-3.svg', 'A small truck collecting crates from the farm gate'),
    ],
  },
  {
    id: 9,
    type: 'vilvani',
    slug: 'self-help-group-members-run-the-packing-line',
    title: 'Self-help group members run the packing line',
    author: 'Gramasiri Vani',
    postDate: '2025-10-07',
    image: 'posts/vilvani-9.svg',
    imageAlt: 'Women of a self-help group working together at a packing table',
    excerpt:
      'Twelve women from two villages run the packing line at one of our warehouses. They talk about skills, income and confidence.',
    description: `<p>Twelve members of two self-help groups share the packing line at one of our rural warehouses. They pack rice, dal, sugar and spices into family-sized packs and check every order before it leaves.</p>
<p>They tell us how the work fits around school hours and the farming season, and how the skills they have learned are opening new doors.</p>`,
    gallery: [
      img('posts/vilvani-9-1.svg', 'Packing staples into family-sized packs'),
      img('posts/vilvani-9-2.svg', 'A training session for new self-help group members'),
    ],
  },
  {
    id: 10,
    type: 'vilvani',
    slug: 'festival-season-at-the-village-store',
    title: 'Festival season at the village store',
    author: 'Gramasiri Vani',
    postDate: '2025-10-16',
    image: 'posts/vilvani-10.svg',
    imageAlt: 'A village store decorated with marigold garlands and a rangoli in front',
    excerpt:
      'Festivals are the busiest weeks of the kirana year. How our partners plan their stock for Deepavali, Sankranti and Ugadi, and how we keep up.',
    description: `<p>In the weeks before a festival, a village kirana can sell as much as in the rest of the month together: oil, jaggery, dry fruits, agarbatti and new clothes detergent all fly off the shelves.</p>
<p>Our partners share how they plan ahead with our field team, and we show the extra deliveries, the festive displays and the evening rush at the counter.</p>`,
    gallery: [
      img('posts/vilvani-10-1.svg', 'Marigold garlands and mango leaves over the shop entrance'),
      img(
        'posts/vilvani-10-2.svg',
        'Festive display of oil, jaggery and dry fruits on the shelves',
      ),
      img('posts/vilvani-10-3.svg', 'Families shopping at the village store in the evening'),
    ],
  },

  // ---------------------------------------------------------------- news
  {
    id: 11,
    type: 'news',
    slug: 'rural-commerce-startup-crosses-80-000-kirana-partners',
    title: 'Rural commerce startup crosses 80,000 kirana partners',
    author: 'Staff Reporter, Deccan Rural Times',
    postDate: '2025-01-20',
    image: 'posts/news-11.svg',
    imageAlt: 'A map of South India with delivery routes linking villages to a warehouse',
    excerpt:
      'Gramasiri now supplies more than 80,000 kirana stores across five southern states, with most of its network in rural Karnataka.',
    description:
      '<p>Bengaluru-based Gramasiri Rural Commerce said it now supplies more than 80,000 village kirana stores across Karnataka, Andhra Pradesh, Telangana, Tamil Nadu and Kerala. The company, founded in 2018, plans to convert more of its partner stores into Grameen supermarkets and to open new rural warehouses in the coming year.</p>',
    newsLink: 'https://news.example.com/deccan-rural-times/gramasiri-80000-kirana-partners',
    gallery: [
      img('posts/news-11-1.svg', 'Delivery routes connecting villages on a schematic map'),
      img('posts/news-11-2.svg', 'A partner kirana store with a Grameen supermarket signboard'),
      img('posts/news-11-3.svg', 'Cartons stacked at a rural warehouse'),
    ],
  },
  {
    id: 12,
    type: 'news',
    slug: 'electric-three-wheelers-take-groceries-to-mandya-villages',
    title: 'Electric three-wheelers take groceries to Mandya villages',
    author: 'Correspondent, Karnataka Business Chronicle',
    postDate: '2025-03-02',
    image: 'posts/news-12.svg',
    imageAlt: 'An electric cargo three-wheeler parked outside a village shop',
    excerpt:
      'A fleet of electric cargo three-wheelers now handles most grocery deliveries to kirana stores in Mandya district.',
    description:
      '<p>Gramasiri has moved most of its village deliveries in Mandya district to electric cargo three-wheelers that charge overnight at its rural warehouse. The company says the switch has cut delivery costs and noise on village roads, and that drivers were trained locally to run and maintain the vehicles.</p>',
    newsLink: 'https://news.example.com/karnataka-business-chronicle/ev-groceries-mandya',
    gallery: [
      img('posts/news-12-1.svg', 'Electric three-wheelers charging at the warehouse'),
      img('posts/news-12-2.svg', 'An electric three-wheeler on a village road lined with palms'),
    ],
  },
  {
    id: 13,
    type: 'news',
    slug: 'gramasiri-named-emerging-brand-of-the-year-2024',
    title: 'Gramasiri named Emerging Brand of the Year 2024',
    author: 'News Desk, South India Startup Journal',
    postDate: '2025-02-10',
    image: 'posts/news-13.svg',
    imageAlt: 'A golden trophy on a stage under spotlights',
    excerpt:
      'The rural commerce company received the Emerging Brand of the Year 2024 award for its work with village kirana stores.',
    description:
      '<p>Gramasiri Rural Commerce received the Emerging Brand of the Year 2024 award at a ceremony in Bengaluru. The jury cited its network of Grameen supermarkets and its own consumer brands, including Suryakash sunflower oil, which have grown quickly in rural Karnataka.</p>',
    newsLink: 'https://news.example.com/south-india-startup-journal/emerging-brand-2024',
    gallery: [
      img('posts/news-13-1.svg', 'The award ceremony stage with a trophy and a podium'),
      img('posts/news-13-2.svg', 'The Gramasiri team celebrating the award'),
      img('posts/news-13-3.svg', 'The award trophy with a laurel emblem'),
    ],
  },
  {
    id: 14,
    type: 'news',
    slug: 'farmer-producer-organisations-join-rural-retail-network',
    title: 'Farmer producer organisations join rural retail network',
    author: 'Agri Bureau, The Village Economy Review',
    postDate: '2025-06-24',
    image: 'posts/news-14.svg',
    imageAlt: 'Farmers handing over sacks of produce at a collection centre',
    excerpt:
      "Twelve farmer producer organisations will supply pulses, millets and jaggery to village kirana stores through Gramasiri's network.",
    description:
      '<p>Twelve farmer producer organisations from Chikkaballapur, Tumakuru and Chitradurga districts have agreed to supply pulses, millets and jaggery to Gramasiri, which will sell them through its kirana network. FPO members said the arrangement gives them a steady buyer and better prices than the local market.</p>',
    newsLink: 'https://news.example.com/village-economy-review/fpos-join-rural-retail',
    gallery: [
      img('posts/news-14-1.svg', 'A field of millet ready for harvest'),
      img('posts/news-14-2.svg', 'Graded pulses packed in sacks at the FPO centre'),
    ],
  },
  {
    id: 15,
    type: 'news',
    slug: 'tech-summit-spotlights-rural-digital-transformation',
    title: 'Tech summit spotlights rural digital transformation',
    author: 'Technology Desk, Bengaluru Commerce Post',
    postDate: '2025-01-08',
    image: 'posts/news-15.svg',
    imageAlt: 'A speaker on a conference stage with a large screen showing a network of villages',
    excerpt:
      'At a Bengaluru tech summit, Gramasiri was recognised for the ordering app that helps kirana owners buy from over 1,500 products.',
    description:
      '<p>Gramasiri was recognised at a Bengaluru technology summit for its work on rural digital transformation. The company presented its ordering app, which lets kirana owners order from more than 1,500 products on a basic smartphone, and its route planning for electric delivery vehicles.</p>',
    newsLink: 'https://news.example.com/bengaluru-commerce-post/tech-summit-rural-digital',
    gallery: [
      img('posts/news-15-1.svg', 'A kirana owner placing an order on a smartphone'),
      img('posts/news-15-2.svg', 'The audience at the technology summit'),
      img('posts/news-15-3.svg', 'Developers at work in the Bengaluru office'),
    ],
  },
  {
    id: 16,
    type: 'news',
    slug: 'new-rural-warehouse-in-tumakuru-to-create-local-jobs',
    title: 'New rural warehouse in Tumakuru to create local jobs',
    author: 'District Correspondent, AgriMarket Weekly',
    postDate: '2025-09-30',
    image: 'posts/news-16.svg',
    imageAlt: 'A new rural warehouse with a rolling shutter and delivery vehicles outside',
    excerpt:
      'The new warehouse will serve 2,500 kirana stores and create about 120 local jobs, many of them for women from self-help groups.',
    description:
      '<p>Gramasiri has opened a rural warehouse near Tumakuru that will serve about 2,500 kirana stores in the district. The company expects the site to create around 120 local jobs, including packing and quality roles run with women-led self-help groups, and delivery roles on its electric fleet.</p>',
    newsLink: 'https://news.example.com/agrimarket-weekly/tumakuru-rural-warehouse',
    gallery: [
      img('posts/news-16-1.svg', 'Warehouse associates moving cartons on a pallet trolley'),
      img('posts/news-16-2.svg', 'Self-help group members at the new warehouse'),
      img('posts/news-16-3.svg', 'Delivery vehicles leaving the warehouse for the morning routes'),
    ],
  },
]
