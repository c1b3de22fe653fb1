import type { Lang } from '#app/routing/lang.ts'

/**
 * The Kannada catalogue as this process holds it (docs/decisions/0031, amended): the server sets
 * it when `catalogue.server.ts` loads; the browser, before the page hydrates
 * (app/entry.client.tsx), from the hashed JSON file the page preloads (`kannadaCatalogueUrl`).
 * Never in the page's data: one file the browser and the service worker keep for every Kannada
 * page, parsed with `JSON.parse`, instead of 40-odd KB in each page's hydration hand-off.
 */
let kannada: Readonly<Record<string, string>> | undefined

export function setKannadaMessages(messages: Readonly<Record<string, string>>) {
  kannada = messages
}

/** A language's messages: none for English (the code's own text), the catalogue for Kannada. */
export function messagesOf(lang: Lang): Readonly<Record<string, string>> | undefined {
  return lang === 'kn' ? kannada : undefined
}

/** The `<link rel="preload">` that names the catalogue's file on a Kannada page. */
const CATALOGUE_LINK = 'link[rel="preload"][data-catalogue]'

/**
 * In the browser, before hydration: the catalogue of a Kannada page, from the file its head
 * preloads. False when it cannot be had (no signal and not kept): the page then stays as the
 * server drew it, which works without JavaScript, rather than hydrating into English.
 */
export async function loadMessages(doc: Document): Promise<boolean> {
  const link = doc.querySelector<HTMLLinkElement>(CATALOGUE_LINK)
  if (!link) return true
  try {
    const response = await fetch(link.href)
    if (!response.ok) return false
    setKannadaMessages((await response.json()) as Record<string, string>)
    return true
  } catch {
    return false
  }
}
