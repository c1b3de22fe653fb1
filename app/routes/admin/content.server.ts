import type { ContentKind } from '#app/domain/content/kind.server.ts'
import type { SaveOutcome, SaveRefusal } from '#app/domain/content/editor.server.ts'
import { contentKind } from '#app/domain/content/registry.server.ts'
import { notFound } from '#app/platform/http.server.ts'

/**
 * The content kind a console URL names (/admin/<kind>/…), or the console's 404: /admin/:kind
 * matches any name, so an unknown one answers as routes/admin/not-found.tsx does.
 */
export function kindOf(url: URL): ContentKind {
  const kind = contentKind(url.pathname.split('/')[2] ?? '')
  if (!kind) notFound({ message: 'There is no such page in the console.' })
  return kind
}

/**
 * After a save the editor shows what happened; the URL carries only one of these codes. The
 * domain answers with the codes (editor.server.ts `SaveOutcome`); the words are the console's.
 */
export const notices = {
  draft: 'Draft saved. It is not on the site until you publish it.',
  'live-draft': 'Draft saved. The live page is unchanged until you publish.',
  published: 'Published: it is on the site now.',
  scheduled: 'Scheduled: it goes live at the time you set.',
  unpublished: 'Unpublished: it is no longer on the site.',
  saved: 'Saved: the site shows it now.',
  restored: 'Restored. The item is as it was in that version.',
  discarded: 'The unpublished draft was discarded; this is the live version.',
  trashed: 'Moved to the trash. It is off the site; restore it from Trash within 30 days.',
  reordered: 'New order saved.',
  'kn-draft': 'Kannada draft saved. The Kannada page is unchanged until you publish the Kannada.',
  'kn-published': 'Kannada published: the Kannada page shows it now.',
  'kn-restored': 'Restored. The Kannada page shows the Kannada of that version now.',
  'kn-discarded': 'The Kannada draft was discarded; this is the published Kannada.',
  // Review before publishing (domain/content/review.server.ts).
  submitted:
    'Submitted for review. It is saved as a draft; a reviewer publishes it or sends it back to you.',
  'kn-submitted':
    'Kannada submitted for review. It is saved as a draft; a reviewer publishes it or sends it back to you.',
  approved: 'Approved: the submission is published.',
  'sent-back': 'Sent back: the author sees your comment; the draft is kept as it was.',
  // "Reload theirs" after an edit conflict (components/admin/conflict-notice.tsx).
  reloaded: 'This is the newest version. What you had typed was not saved.',
} as const satisfies Record<SaveOutcome, string> & Record<string, string>

export type NoticeCode = keyof typeof notices

/** Why a save was refused, in the console's words. */
export function refusalOf(refusal: SaveRefusal, kind: Pick<ContentKind, 'singular'>): string {
  if (refusal === 'not-found') return `There is no such ${kind.singular}.`
  if (refusal === 'conflict')
    return `Not saved: a newer version of this ${kind.singular} was saved after you opened it.`
  return 'Some fields need another look; each says what is wrong.'
}

export function noticeOf(q: URLSearchParams): string | null {
  const code = q.get('notice')
  return code && Object.hasOwn(notices, code) ? notices[code as NoticeCode] : null
}

/** A publish refused because the person submits this kind for review (review-store.server.ts). */
export function reviewRefusal(kind: Pick<ContentKind, 'plural' | 'label'>): string {
  return `Not published: an administrator has set that your role submits ${kind.plural ?? kind.label.toLowerCase()} for review instead of publishing them. Use “Submit for review” in the editor; a reviewer publishes it.`
}
