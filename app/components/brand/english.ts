import { useI18n } from '#app/i18n/i18n.tsx'

/**
 * The `lang` of a catalogue word on this page: `en` on a Kannada page while the record names it
 * among its words still in English (`en`, app/domain/brands/translated.server.ts), else nothing
 * (English pages, and Kannada that is published).
 */
export function useEnglish(): (
  record: { en?: readonly string[] } | undefined,
  word: string,
) => 'en' | undefined {
  const { content } = useI18n()
  return (record, word) => (record?.en?.includes(word) ? content : undefined)
}
