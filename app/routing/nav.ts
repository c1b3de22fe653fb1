import { staticBrandPaths } from './brand-paths'

export type Section = 'home' | 'about' | 'brands' | 'resources' | 'opportunities'

export const navLinks: Array<{ section: Section; label: string; to: string }> = [
  { section: 'home', label: 'Home', to: '/' },
  { section: 'about', label: 'About Us', to: '/about-us' },
  { section: 'brands', label: 'Our Brands', to: '/our-brands' },
  { section: 'resources', label: 'Resources', to: '/resource' },
  { section: 'opportunities', label: 'Opportunities', to: '/opportunity' },
]

/** Which top-level section a path belongs to, for the bold current link (spec §2.2). */
export function sectionOf(pathname: string): Section | null {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/'
  if (p === '/') return 'home'
  if (p === '/about-us') return 'about'
  if (
    p.startsWith('/our-brands') ||
    p.startsWith('/our-brand/') ||
    staticBrandPaths.some((b) => p === b || p.startsWith(`${b}/`))
  )
    return 'brands'
  if (p === '/resource' || p.startsWith('/resource/')) return 'resources'
  if (p === '/opportunity' || p.startsWith('/opportunity-detail') || p === '/apply-job')
    return 'opportunities'
  return null
}
