import type { SiteSettings } from './site-settings.ts'

/**
 * Identity defaults. They seed the settings record on first start, and they are what the error
 * pages show when the database cannot be read. Sample values: replace them in the settings
 * record (later: the staff console), not here.
 */
export const identityDefaults: SiteSettings = {
  companyName: 'Gramasiri Rural Commerce',
  shortName: 'Gramasiri',
  tagline: 'Grameen supermarkets for every village',
  customerCarePhone: '8065550123',
  generalEmail: 'care@gramasiri.example.com',
  vendorPhone: '+91 80655 50145',
  vendorEmail: 'vendors@gramasiri.example.com',
  whatsappNumber: '8065550177',
  whatsappMessage: 'Hello Gramasiri! I run a kirana store and would like to know more.',
  supportPhone: '8065550188',
  contactHours: 'Monday to Saturday - 9:30 to 6:30PM',
  address: {
    lines: [
      'Gramasiri Rural Commerce Pvt. Ltd.',
      '2nd Floor, 14 Lalbagh Road',
      'Bengaluru, Karnataka 560027',
    ],
    reviewUrl: 'https://www.google.com/maps/search/?api=1&query=Lalbagh+Road+Bengaluru',
  },
  social: {
    youtube: 'https://www.youtube.com/@gramasiri-sample',
    facebook: 'https://www.facebook.com/gramasiri.sample',
    x: 'https://x.com/gramasiri_sample',
    instagram: 'https://www.instagram.com/gramasiri.sample',
    linkedin: 'https://www.linkedin.com/company/gramasiri-sample',
  },
  grievanceOfficer: { name: 'Ananya Rao', email: 'grievance@gramasiri.example.com' },
  stats: [
    { key: 'states', label: 'States', value: 5 },
    { key: 'districts', label: 'District', value: 69 },
    { key: 'villages', label: 'Villages', value: 30000 },
    { key: 'kirana', label: 'Kirana Store', value: 87000 },
    { key: 'families', label: 'Families', value: 4364000 },
    { key: 'population', label: 'Populations', value: 17457000 },
  ],
  copyrightYear: 2025,
  copyrightLine: 'Gramasiri Rural Commerce @ 2025. All rights reserved.',
  copyrightShort: '© 2025 All rights reserved',
}
