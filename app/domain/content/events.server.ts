/**
 * Content changes, announced from one place (DESIGN.md "Page cache": "a content change from the
 * console, the seed or a migration invalidates those tags"). Every write of public content ends by
 * calling `contentChanged` with the tags of what it touched; listeners in this process run before
 * the call returns, so the editor's "saved" comes after every listener has acted (the page cache
 * drops its entries there). Other processes learn of changes through the page cache's own channel.
 *
 * Tags name what a page shows:
 *   settings · copy · slides · brands (the list) · brand:<id> · product:<id> · category:<id> ·
 *   jobs (the list) · job:<id> · posts:<type> (a list) · post:<id> · social (every social item)
 *   · redirects · media:<path>
 * A change of a product tags its brand too; pages tag every record they show.
 */
export type ContentChange = {
  /** What changed: `brand`, `job`, `post`, `settings`, `redirects`, `media` … */
  kind: string
  tags: string[]
  /** Epoch ms of the change. */
  at: number
}

type Listener = (change: ContentChange) => void | Promise<void>

const listeners = new Set<Listener>()

export function onContentChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener of this process; resolves once all of them have run. */
export async function contentChanged(
  change: Omit<ContentChange, 'at'> & { at?: number },
): Promise<void> {
  const full: ContentChange = { ...change, at: change.at ?? Date.now() }
  await Promise.all([...listeners].map(async (l) => l(full)))
}
