import type { SiteSettings } from '#app/domain/settings/site-settings.ts'

/**
 * The privacy policy (SPEC.md §2.14), written to fit India's Digital Personal Data Protection Act,
 * 2023 (DPDP Act). Static text; the company's name, address and grievance officer come from the
 * settings record, so the policy always names the people the footer names.
 */

/** The date this text last changed (ISO); shown as "Last updated". */
export const PRIVACY_UPDATED = '2025-04-01'

/** Grievances are resolved within this many days (SPEC.md §9). */
export const GRIEVANCE_DAYS = 30

/** Nobody under this age may use the site or our services (SPEC.md §9). */
export const MINIMUM_AGE = 18

export type PolicyBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: Array<{ lead?: string; text: string }> }
  /** The grievance officer's name, e-mail and address, drawn from the settings by the page. */
  | { kind: 'grievance-officer' }

export type PolicySection = { id: string; title: string; blocks: PolicyBlock[] }

type Identity = Pick<SiteSettings, 'companyName' | 'shortName'>

const p = (text: string): PolicyBlock => ({ kind: 'p', text })
const list = (...items: Array<string | [string, string]>): PolicyBlock => ({
  kind: 'list',
  items: items.map((i) => (typeof i === 'string' ? { text: i } : { lead: i[0], text: i[1] })),
})

export function privacyIntro(s: Identity): string[] {
  return [
    `${s.companyName} ("${s.shortName}", "we", "us") supplies groceries and daily needs to kirana stores in rural India and runs this website. This policy explains what personal data we collect from store owners, partners, job applicants and visitors, why we collect it, whom we share it with, how long we keep it, and the rights you have over it.`,
    `We process personal data in line with the Digital Personal Data Protection Act, 2023 and the rules made under it, and the Information Technology Act, 2000. For the purposes of that Act, ${s.companyName} is the Data Fiduciary for the personal data described here.`,
  ]
}

export function privacySections(s: Identity): PolicySection[] {
  return [
    {
      id: 'data-we-collect',
      title: 'Personal data we collect',
      blocks: [
        p('We collect only what we need to serve your store or answer your request:'),
        list(
          ['Contact details:', 'your name, store name, mobile number and e-mail address.'],
          [
            'Identity details:',
            'proof of identity of the store owner, such as a PAN card or another government-issued document, to verify who we are dealing with.',
          ],
          [
            'Tax and business details of stores:',
            'GSTIN, PAN and trade licence details where they apply, for invoicing and tax compliance.',
          ],
          [
            'Bank details of stores:',
            'account number, IFSC and UPI ID, to receive payments, settle credit and issue refunds.',
          ],
          [
            'Location:',
            'the address of your store and, only when you allow it in our ordering app, the location of your phone, to plan delivery routes and confirm deliveries.',
          ],
          [
            'Messages and applications:',
            'what you write to us through the contact form, and the name, e-mail, phone number and resume link you send when you apply for a job.',
          ],
          [
            'Cookies and technical data:',
            'the IP address, browser type and pages visited that our servers record when you use this website.',
          ],
        ),
        p(
          'We do not ask for more than the purpose needs, and we do not collect sensitive details such as religion, caste, health or biometric data.',
        ),
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'Why we use your personal data',
      blocks: [
        list(
          'To register your store, take and deliver orders, and provide customer support.',
          'To raise invoices, collect payments, settle credit and meet our tax and accounting duties.',
          'To verify identity and prevent fraud or misuse of our services.',
          'To plan delivery routes and warehouse stock for the villages we serve.',
          'To reply to messages sent through this website and to consider job applications.',
          'To tell you about products, offers and schemes, only where you have agreed to receive them; you can opt out at any time.',
          'To keep this website secure and working well.',
        ),
        p(
          'We process personal data on the basis of your consent, which we ask for in clear and plain language, or for a legitimate use the DPDP Act allows, such as information you give us voluntarily for a specific purpose, or compliance with the law or an order of a court.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        p(
          'This website does not use advertising or tracking cookies, and it does not load third-party trackers. It uses only what it needs to work, for example to protect its forms from automated abuse. Videos are loaded from YouTube only when you choose to play one, and YouTube then applies its own privacy policy.',
        ),
        p(
          'You can block or delete cookies in your browser settings. The website will still work, although a form may ask you to try again.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: 'Whom we share it with',
      blocks: [
        p('We never sell your personal data. We share it only when needed, with:'),
        list(
          'delivery and logistics partners, who receive the store name, address and phone number needed to deliver an order;',
          'banks and payment service providers, to process payments and refunds;',
          'technology service providers who host our systems and send our e-mails and messages, as Data Processors bound by contract to use the data only on our instructions;',
          'brand partners, who receive only aggregated sales figures that do not identify you;',
          'government authorities, courts and regulators, when the law requires it.',
        ),
        p(
          'Your data is stored in India. If a service provider processes it outside India, we do so only where the law permits and with safeguards in place.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        p(
          'We keep personal data only for as long as the purpose for which it was collected needs it, or as long as the law requires. Invoices, tax and payment records are kept for the period set by tax and accounting laws (currently up to eight years). Job applications are kept for up to twelve months. Messages sent through the website are kept for up to two years.',
        ),
        p(
          'When the purpose is served, or when you withdraw your consent, we erase the data, and ask our Data Processors to erase it, unless the law requires us to keep it longer.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        p(
          'We use reasonable security safeguards to prevent personal data breaches: encrypted connections, access limited to staff who need it, and regular reviews of our systems. If a breach occurs, we will inform the Data Protection Board of India and the people affected, as the law requires.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        p('Under the DPDP Act you have the right to:'),
        list(
          'obtain a summary of the personal data we hold about you and how we process it, and know whom we have shared it with;',
          'have inaccurate or incomplete data corrected, completed or updated;',
          'have your data erased when it is no longer needed for the purpose it was collected for;',
          'have your grievances heard and resolved;',
          'nominate another person to exercise your rights in case of death or incapacity.',
        ),
      ],
    },
    {
      id: 'withdraw-consent',
      title: 'Withdrawing your consent',
      blocks: [
        p(
          `You may withdraw your consent at any time, as easily as you gave it: write to the Grievance Officer named below, or tell your ${s.shortName} field executive. Withdrawal does not affect processing done before it. After you withdraw, we stop processing your data for that purpose within a reasonable time, although we may then be unable to deliver orders or provide some services.`,
        ),
      ],
    },
    {
      id: 'children',
      title: `Users under ${MINIMUM_AGE}`,
      blocks: [
        p(
          `Our website and services are meant for people aged ${MINIMUM_AGE} and above. We do not knowingly collect personal data of anyone under ${MINIMUM_AGE}. If you believe a child has shared personal data with us, please write to the Grievance Officer and we will delete it.`,
        ),
      ],
    },
    {
      id: 'grievances',
      title: 'Grievances',
      blocks: [
        p(
          'If you have a question or complaint about how we handle your personal data, or want to exercise any of your rights, please contact our Grievance Officer:',
        ),
        { kind: 'grievance-officer' },
        p(
          `We acknowledge every grievance within 48 hours and aim to resolve it within ${GRIEVANCE_DAYS} days of receiving it. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        p(
          'We may update this policy when our services or the law change. The date at the top of this page shows when it last changed; for significant changes we will also tell registered stores through the ordering app or by SMS.',
        ),
      ],
    },
    {
      id: 'jurisdiction',
      title: 'Governing law and jurisdiction',
      blocks: [
        p(
          'This policy is governed by the laws of India. Any dispute arising from it is subject to the exclusive jurisdiction of the courts of Bengaluru (Bangalore), Karnataka.',
        ),
      ],
    },
  ]
}
