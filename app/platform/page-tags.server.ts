/**
 * What one response shows, for the page cache (DESIGN.md "Page cache"): loaders name the content
 * they read with the tags of app/domain/content/events.server.ts (`job:12`, `jobs`, `settings` …)
 * and a content change drops every cached page that carries one of its tags.
 *
 * A page whose route loaders declare nothing precise is tagged `*` and dropped by any change, so a
 * new route is correct before it is precise. The root loader's tags (the site identity every page
 * shows) are shared: they do not make a page precise on their own.
 */
export class PageTags {
  readonly tags = new Set<string>()
  private precise = false
  /** Set when the response shows a fallback for data that could not be read. */
  uncacheable = false

  /** Tags of what this route shows: the page is then invalidated by these alone. */
  page(...tags: string[]) {
    this.precise = true
    for (const t of tags) this.tags.add(t)
  }

  /** Tags of what every page shows (settings, the navigation). */
  shared(...tags: string[]) {
    for (const t of tags) this.tags.add(t)
  }

  /** The entry's tags: the declared ones, or `*` when no route was precise. */
  final(): string[] {
    return this.precise ? [...this.tags] : ['*', ...this.tags]
  }
}

/** A request's context as far as tagging goes (RequestContext has it). */
type Tagged = { pageTags?: PageTags }

/**
 * The response shows a stand-in for data that could not be read (a failed section, default
 * settings): it must not outlive the failure in the page cache.
 */
export function doNotCache(context: Tagged) {
  if (context.pageTags) context.pageTags.uncacheable = true
}

/** Declares what a route's loader shows; a no-op outside the page cache (tests, previews). */
export function tagPage(context: Tagged, ...tags: string[]) {
  context.pageTags?.page(...tags)
}

export function tagShared(context: Tagged, ...tags: string[]) {
  context.pageTags?.shared(...tags)
}
