import { paths, staticBrandPaths } from './paths.ts'

export type Section = 'home' | 'about' | 'brands' | 'resources' | 'opportunities'

export const navLinks: Array<{ section: Section; label: string; to: string }> = [
  { section: 'home', label: 'Home', to: paths.home },
  { section: 'about', label: 'About Us', to: paths.about },
  { section: 'brands', label: 'Our Brands', to: paths.brands },
  { section: 'resources', label: 'Resources', to: paths.resources },
  { section: 'opportunities', label: 'Opportunities', to: paths.jobs },
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
