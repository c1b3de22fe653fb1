import type { MetaDescriptor } from 'react-router'

/** A console page's <head>: its title, and never indexed (the server also says so in a header). */
export function consoleMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Console` }, { name: 'robots', content: 'noindex, nofollow' }]
}
