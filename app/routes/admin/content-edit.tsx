import { useEffect, useRef } from 'react'
import {
  data,
  Form,
  Link,
  redirect,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { ContentFields } from '#app/components/admin/content-fields.tsx'
import { StateBadge } from '#app/components/admin/content-order.tsx'
import {
  CsrfInput,
  Field,
  Notice,
  PageTitle,
  Panel,
  SubmitButton,
  Time,
} from '#app/components/admin/ui.tsx'
import { requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import {
  discardDraft,
  restoreRevision,
  saveContent,
  type Intent,
} from '#app/domain/content/editor.server.ts'
import type { Values } from '#app/domain/content/fields.ts'
import { readForm, toIstDateTime } from '#app/domain/content/fields.server.ts'
import { fieldsFor, type ContentKind } from '#app/domain/content/kind.server.ts'
import { publishState } from '#app/domain/content/publishing.server.ts'
import {
  diffValues,
  getRevision,
  latestRevision,
  listRevisions,
  pendingDraft,
} from '#app/domain/content/revisions.server.ts'
import { readVersion } from '#app/domain/content/conflicts.server.ts'
import { ConflictNotice, type ConflictView } from '#app/components/admin/conflict-notice.tsx'
import {
  contentEditPath,
  contentListPath,
  livePreviewPath,
  previewPath,
} from '#app/routing/console.ts'
import { LivePreview } from '#app/components/admin/live-preview.tsx'
import { remoteReadOnly } from '#app/domain/source/content-source.server.ts'
import { inTrash, moveToTrash, trashable, TRASH_DAYS } from '#app/domain/content/trash.server.ts'
import { ConfirmTrash } from '#app/components/admin/confirm-trash.tsx'
import { MediaChoicesProvider } from '#app/components/admin/image-picker.tsx'
import { UnsavedChangesGuard } from '#app/components/admin/unsaved-changes.tsx'
import { StoppedSaveNotice, useKeepSentEdits } from '#app/components/admin/unsent-edits.tsx'
import { LanguageTabs, TranslationForm } from '#app/components/admin/translation-form.tsx'
import {
  compareTranslation,
  discardTranslationDraft,
  isTranslatable,
  restoreTranslation,
  saveTranslation,
  translationView,
  wordsOf,
} from '#app/domain/content/translations.server.ts'
import { inLang } from '#app/routing/lang.ts'
import { consoleHeaders } from './console.server.ts'
import { mediaChoices } from './media.server.ts'
import { kindOf, noticeOf, refusalOf, reviewRefusal, type NoticeCode } from './content.server.ts'
import {
  approveReview,
  COMMENT_MAX,
  sendBack,
  submitForReview,
  submitTranslationForReview,
  type DecisionRefusal,
} from '#app/domain/content/review.server.ts'
import {
  latestRequest,
  mayReviewBy,
  mustSubmitBy,
  reviewRules,
} from '#app/domain/content/review-store.server.ts'
import { ReviewBanner } from '#app/components/admin/review-banner.tsx'
import { notFound } from '#app/platform/http.server.ts'
import { useConsole } from './layout.tsx'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/content-edit'
import { formatMomentIST } from '#app/utils/dates.ts'
import { requestContext } from '#app/platform/context.server.ts'

/** The item's id from the URL: /admin/<kind>/<id>, or null for /admin/<kind>/new. */
function idOf(kind: ContentKind, params: { id?: string }, url: URL): string | null {
  // The settings are one record at /admin/settings: /admin/settings/<anything> is no page.
  if (kind.kind === 'settings') {
    if (params.id !== undefined) notFound({ message: 'There is no such page in the console.' })
    return 'site'
  }
  const raw = params.id ?? url.pathname.split('/')[3] ?? 'new'
  if (raw === 'new') {
    if (!kind.creatable)
      notFound({ message: `New ${kind.label.toLowerCase()} cannot be made here.` })
    return null
  }
  if (!/^[a-z0-9-]{1,60}$/i.test(raw)) notFound({ message: `There is no such ${kind.singular}.` })
  return raw
}

/** /admin/<kind>/<id> and /admin/<kind>/new: one item's editor, its publishing and its history. */
export async function loader({ params, context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const kind = kindOf(url)
  const { user } = requireStaff(context, url, kind.right)
  const id = idOf(kind, params, url)
  const now = Date.now()
  const loaded = id === null ? null : await kind.load(context.db, id)
  if (id !== null && !loaded)
    notFound({
      message: (await inTrash(context.db, kind.kind, id))
        ? `This ${kind.singular} is in the trash. Restore it from the Trash to see or change it.`
        : `There is no such ${kind.singular}.`,
    })
  const draft = id === null ? null : await pendingDraft(context.db, kind.kind, id)
  // A waiting draft of a live item is what the editor continues with.
  const useDraft = draft && loaded && draft.createdAt >= loaded.updatedAt
  const values = useDraft ? draft.snapshot.values : (loaded?.values ?? kind.defaults())
  const publishing = loaded?.publishing ?? null
  const state = publishing
    ? publishState(
        {
          status: publishing.status,
          publish_at: publishing.publishAt,
          unpublish_at: publishing.unpublishAt,
        },
        now,
      )
    : null
  const [options, revisions, publicPath, pictures] = await Promise.all([
    kind.options?.(context.db) ?? {},
    id === null ? [] : listRevisions(context.db, kind.kind, id, 30),
    id === null || !loaded ? null : kind.publicPath(context.db, loaded.values, id),
    mediaChoices(context, kind.fields, values),
  ])
  // The Kannada view (?lang=kn) of an item whose kind has fields in Kannada.
  const translatable = id !== null && !!loaded && isTranslatable(kind)
  const lang: 'en' | 'kn' = translatable && url.searchParams.get('lang') === 'kn' ? 'kn' : 'en'
  const translation =
    lang === 'kn' ? await translationOf(context.db, kind, id!, loaded!.values) : null
  // The version the form is opened at, in its language: a save over a newer one is refused
  // (domain/content/conflicts.server.ts).
  const version =
    id === null || !loaded
      ? null
      : ((await latestRevision(context.db, kind.kind, id, lang))?.id ?? 0)
  const review = kind.publishable ? await reviewOf(context.db, kind, user.role, id, lang) : null
  const compareId = Number(url.searchParams.get('compare'))
  const comparing = id !== null && !!loaded && Number.isInteger(compareId) && compareId > 0
  // In the Kannada view, History and compare are the Kannada's own revisions.
  const compared =
    comparing && lang === 'en' ? await getRevision(context.db, kind.kind, id, compareId) : null
  const comparedKn =
    comparing && lang === 'kn'
      ? await compareTranslation(context.db, kind, id, compareId, loaded.values)
      : null
  return data(
    {
      kind: {
        kind: kind.kind,
        label: kind.label,
        singular: kind.singular,
        publishable: kind.publishable,
        removable: trashable(kind),
        fields: fieldsFor(kind, id),
        // Some items have no page of their own to preview (a product of a brand whose products
        // are plain cards, a category tile that leads elsewhere).
        previewable: kind.publishable && (id === null || publicPath !== null),
      },
      id,
      title: id === null ? `New ${kind.singular}` : kind.title(values),
      values,
      options,
      pictures,
      state,
      publishing: publishing
        ? {
            publishAt: toIstDateTime(publishing.publishAt > 1 ? publishing.publishAt : null),
            unpublishAt: toIstDateTime(publishing.unpublishAt),
            publishAtMs: publishing.publishAt,
          }
        : { publishAt: '', unpublishAt: '', publishAtMs: 0 },
      draft: useDraft ? { by: draft.authorEmail, at: draft.createdAt } : null,
      publicPath:
        state === 'published' || kind.kind === 'settings' || !kind.publishable ? publicPath : null,
      revisions: revisions.map((r) => ({
        id: r.id,
        summary: r.summary,
        by: r.authorEmail,
        at: r.createdAt,
        isDraft: r.isDraft,
      })),
      compare: compared
        ? {
            id: compared.id,
            at: compared.createdAt,
            changes: diffValues(fieldsFor(kind, id), compared.snapshot.values, loaded!.values),
          }
        : comparedKn,
      notice: noticeOf(url.searchParams),
      version,
      translatable,
      lang,
      translation,
      knPath: publicPath && state === 'published' ? inLang(publicPath, 'kn') : null,
      review,
      readOnly: remoteReadOnly(context, kind),
      // Delete asks first (?confirm=trash), then moves the item to the trash.
      confirmTrash: url.searchParams.get('confirm') === 'trash' && trashable(kind) && id !== null,
      trashDays: TRASH_DAYS,
    },
    { headers: consoleHeaders },
  )
}

/**
 * Review before publishing in the editor (domain/content/review.server.ts): whether this person
 * submits instead of publishing, may approve, and what became of this language's last submission.
 */
async function reviewOf(
  db: Parameters<typeof reviewRules>[0],
  kind: ContentKind,
  role: Parameters<typeof mustSubmitBy>[1],
  id: string | null,
  lang: 'en' | 'kn',
) {
  const rules = await reviewRules(db)
  const last = id === null ? null : await latestRequest(db, kind.kind, id, lang)
  return {
    lang,
    underReview: mustSubmitBy(rules, role, kind.kind),
    reviewer: mayReviewBy(rules, role, kind),
    waiting: last?.status === 'waiting' ? { by: last.authorEmail, at: last.submittedAt } : null,
    sentBack:
      last?.status === 'sent-back'
        ? { by: last.decidedBy, at: last.decidedAt ?? 0, comment: last.comment ?? '' }
        : null,
    commentMax: COMMENT_MAX,
  }
}

/** The Kannada view's data: each translated field's live English beside its Kannada. */
async function translationOf(
  db: Parameters<typeof translationView>[0],
  kind: ContentKind,
  id: string,
  english: Values,
) {
  const view = await translationView(db, kind, id, english)
  const words = wordsOf(fieldsFor(kind, id), english)
  return {
    fields: words.map(({ field: { wire: _wire, localized: _localized, ...f } }) => f),
    english: Object.fromEntries(words.map((w) => [w.field.name, w.english])),
    values: view.values,
    published: view.published,
    needing: view.needing,
    draft: view.draft ? { by: view.draft.authorEmail, at: view.draft.createdAt } : null,
    history: view.history,
  }
}

/**
 * Without values (a refused delete) the editor shows the item as the loader read it. An answer
 * with values carries the version the form goes on with: the one it was sent with (the loader's
 * would be newer after someone else's save, and hide the conflict), or after a conflict the newer
 * one just shown, with `overwrites` saying so.
 */
type ActionData = {
  message: string
  errors: Record<string, string>
  values?: Values
  version?: number | null
  overwrites?: number | null
  conflict?: ConflictView
  /** The refused button, offered again as "Save mine anyway". */
  intent?: string
  /** The schedule fields as typed, drawn again as they were. */
  windows?: { publishAt: string; unpublishAt: string }
  /** A restore or a discard refused by the conflict check: the page reads the newest version. */
  stale?: true
  /** A refused send-back: what was typed as its comment. */
  comment?: string
  /** A save stopped at sign-in, put back into the form (components/admin/unsent-edits.tsx). */
  typed?: true
}

/**
 * After a refused action the page keeps what it has (React Router reads no loader after a 4xx),
 * but a refused restore or discard must show the newer version it was refused for.
 */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (actionResult && typeof actionResult === 'object' && 'stale' in actionResult) return true
  return defaultShouldRevalidate
}

function moveGroupItem(
  values: Values,
  path: string,
  op: 'add' | 'remove' | 'move-up',
  index?: number,
): Values {
  const parts = path.split('.')
  const copy = structuredClone(values)
  let target: unknown = copy
  for (let i = 0; i < parts.length - 1; i++)
    target = (target as Record<string, unknown>)?.[parts[i]!]
  const key = parts[parts.length - 1]!
  const holder = target as Record<string, unknown> | undefined
  if (!holder) return copy
  const list = Array.isArray(holder[key]) ? [...(holder[key] as unknown[])] : []
  if (op === 'add') list.push({})
  if (op === 'remove' && index !== undefined) list.splice(index, 1)
  if (op === 'move-up' && index !== undefined && index > 0)
    [list[index - 1], list[index]] = [list[index], list[index - 1]]
  holder[key] = list
  return copy
}

export async function action({ request, params, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const kind = kindOf(url)
  const { staff, form } = await staffForm(context, { request, url }, kind.right)
  const readOnly = remoteReadOnly(context, kind)
  if (readOnly)
    return data<ActionData>(
      { message: readOnly, errors: {} },
      { status: 409, headers: consoleHeaders },
    )
  const id = idOf(kind, params, url)
  const actor = { id: staff.user.id, email: staff.user.email }
  const intent = String(form.get('intent') ?? '')
  // Carried back with every answer that draws the form again (see ActionData).
  const kept = {
    version: readVersion(form),
    overwrites: readVersion(form, 'overwrites'),
    windows: {
      publishAt: String(form.get('publishAt') ?? '').slice(0, 40),
      unpublishAt: String(form.get('unpublishAt') ?? '').slice(0, 40),
    },
  }
  const back = (code: NoticeCode, to = id) =>
    redirect(
      `${to === null ? contentListPath(kind.kind) : contentEditPath(kind.kind, to)}?notice=${code}`,
      { status: 303, headers: consoleHeaders },
    )
  /** Back to the item's Kannada view, saying what happened. */
  const backInKannada = (code: NoticeCode) =>
    redirect(`${contentEditPath(kind.kind, id!)}?lang=kn&notice=${code}`, {
      status: 303,
      headers: consoleHeaders,
    })
  /** Review keeps publishing for reviewers: a restore that would publish is refused. */
  const reviewRefused = () =>
    data<ActionData>(
      { message: reviewRefusal(kind), errors: {} },
      { status: 403, headers: consoleHeaders },
    )

  // A group's Add / Remove / Move up: the form comes back with the change, nothing is saved yet.
  const group = /^(add|remove|move-up):([a-zA-Z0-9.]{1,80})(?::(\d{1,3}))?$/.exec(intent)
  if (group) {
    const { values } = readForm(fieldsFor(kind, id), form)
    return data<ActionData>(
      {
        ...kept,
        message: '',
        errors: {},
        values: moveGroupItem(
          values,
          group[2]!,
          group[1] as 'add' | 'remove' | 'move-up',
          group[3] ? Number(group[3]) : undefined,
        ),
      },
      { headers: consoleHeaders },
    )
  }
  // Review before publishing (domain/content/review.server.ts).
  const review = kind.publishable ? await reviewRules(context.db) : {}
  const underReview = kind.publishable && mustSubmitBy(review, staff.user.role, kind.kind)
  if (underReview && (intent === 'publish' || intent === 'kn-publish'))
    return data<ActionData>(
      {
        ...kept,
        message: reviewRefusal(kind),
        errors: {},
        values: intent === 'publish' ? readForm(fieldsFor(kind, id), form).values : undefined,
      },
      { status: 403, headers: consoleHeaders },
    )
  if ((intent === 'approve' || intent === 'send-back') && id !== null && kind.publishable) {
    if (!mayReviewBy(review, staff.user.role, kind))
      return data<ActionData>(
        {
          message: `Not allowed: your role submits ${kind.plural ?? kind.label.toLowerCase()} for review; it cannot approve or send them back.`,
          errors: {},
        },
        { status: 403, headers: consoleHeaders },
      )
    const lang = form.get('lang') === 'kn' && isTranslatable(kind) ? 'kn' : 'en'
    const comment = String(form.get('comment') ?? '')
    const r =
      intent === 'approve'
        ? await approveReview(context.db, kind, id, lang, actor, context.clientIp, context.env)
        : await sendBack(context.db, kind, id, lang, comment, actor, context.clientIp, context.env)
    if (r.ok)
      throw redirect(
        `${contentEditPath(kind.kind, id)}?${lang === 'kn' ? 'lang=kn&' : ''}notice=${intent === 'approve' ? 'approved' : 'sent-back'}`,
        { status: 303, headers: consoleHeaders },
      )
    if (r.reason === 'not-found') notFound({ message: `There is no such ${kind.singular}.` })
    const words: Record<Exclude<DecisionRefusal, 'not-found'>, string> = {
      'not-waiting': `Nothing waits for review here any more: someone approved or sent it back meanwhile.`,
      invalid: `Not approved: the draft needs another look before it can be published${r.detail ? ` (${r.detail})` : ''}. Send it back saying so.`,
      'no-comment': 'Say why it goes back: the author reads this.',
      'long-comment': `Keep the comment within ${COMMENT_MAX.toLocaleString('en-US')} characters.`,
    }
    const commentError = r.reason === 'no-comment' || r.reason === 'long-comment'
    return data<ActionData>(
      {
        message: words[r.reason],
        errors: commentError ? { comment: words[r.reason] } : {},
        comment: comment.slice(0, COMMENT_MAX + 100),
      },
      { status: r.reason === 'not-waiting' ? 409 : 400, headers: consoleHeaders },
    )
  }
  // The Kannada view's buttons (translations.server.ts): a draft, published at once, or (under
  // review) submitted for review. A refused one brings the form back as it was typed.
  const knSave =
    id === null || !isTranslatable(kind)
      ? null
      : intent === 'kn-submit' && kind.publishable
        ? () => submitTranslationForReview(context.db, kind, id, form, actor, context.clientIp)
        : intent === 'kn-draft' || intent === 'kn-publish'
          ? () =>
              saveTranslation(
                context.db,
                kind,
                id,
                form,
                intent === 'kn-draft' ? 'draft' : 'publish',
                actor,
                context.clientIp,
              )
          : null
  if (knSave) {
    const r = await knSave()
    if (r.ok) throw backInKannada(r.outcome)
    if (r.status === 404) notFound({ message: `There is no such ${kind.singular}.` })
    if ('conflict' in r)
      return data<ActionData>(
        {
          ...kept,
          message: refusalOf('conflict', kind),
          errors: {},
          values: r.values,
          version: r.conflict.version,
          overwrites: r.conflict.version,
          conflict: r.conflict,
          intent,
        },
        { status: 409, headers: consoleHeaders },
      )
    return data<ActionData>(
      { ...kept, message: refusalOf('invalid', kind), errors: r.errors, values: r.values },
      { status: 400, headers: consoleHeaders },
    )
  }
  // A restore or a discard sent from a page older than the newest version is refused (the
  // conflict check): the page is drawn again with the newest version and says whose it is.
  const stale = (what: string, newer: { by: string | null; at: number }, kn = false) =>
    data<ActionData>(
      {
        ...kept,
        version: undefined,
        overwrites: null,
        stale: true,
        message: `${what}: ${newer.by ?? 'someone'} saved a newer ${kn ? 'Kannada ' : ''}version of this ${kind.singular} at ${formatMomentIST(newer.at)}, after you opened this page. It shows that version now; look at it, then try again if you still want to.`,
        errors: {},
      },
      { status: 409, headers: consoleHeaders },
    )
  // The Kannada view's History: restoring a Kannada version publishes it (so review keeps it
  // for reviewers, as it does Publish Kannada); discarding drops only the Kannada draft.
  if (intent === 'kn-restore' && id !== null && isTranslatable(kind)) {
    if (underReview) return reviewRefused()
    const r = await restoreTranslation(
      context.db,
      kind,
      id,
      Number(form.get('revision')),
      actor,
      context.clientIp,
      readVersion(form),
    )
    if (!r.ok && r.reason === 'conflict') return stale('Not restored', r.newer, true)
    if (!r.ok) notFound({ message: 'There is no such Kannada revision.' })
    throw backInKannada('kn-restored')
  }
  if (intent === 'kn-discard' && id !== null && isTranslatable(kind)) {
    const r = await discardTranslationDraft(
      context.db,
      kind,
      id,
      actor,
      context.clientIp,
      readVersion(form),
    )
    if (r && !r.ok) return stale('The Kannada draft was not discarded', r.newer, true)
    throw backInKannada('kn-discarded')
  }
  if (intent === 'restore' && id !== null) {
    // A restore of a live item is live at once: a publish, which review keeps for reviewers.
    if (underReview && (await kind.load(context.db, id))?.publishing?.status === 'published')
      return reviewRefused()
    const r = await restoreRevision(
      context.db,
      kind,
      id,
      Number(form.get('revision')),
      actor,
      context.clientIp,
      readVersion(form),
    )
    if (!r.ok && r.reason === 'conflict') return stale('Not restored', r.newer)
    if (!r.ok) notFound({ message: 'There is no such revision.' })
    throw back('restored')
  }
  if (intent === 'discard' && id !== null) {
    const r = await discardDraft(context.db, kind, id, actor, context.clientIp, readVersion(form))
    if (r && !r.ok) return stale('The draft was not discarded', r.newer)
    throw back('discarded')
  }
  if (intent === 'trash' && id !== null) {
    const removed = await moveToTrash(context.db, kind, id, actor, context.clientIp)
    if (removed === false)
      throw data(
        { message: `This ${kind.singular} cannot be deleted; unpublish it instead.` },
        { status: 409 },
      )
    // Something still refers to it: the editor stays, saying what.
    if (removed !== true)
      return data<ActionData>(
        { message: removed.refused, errors: {} },
        { status: 409, headers: consoleHeaders },
      )
    throw back('trashed', null)
  }
  // Enter in a field of an editor that saves straight to the site (see the component): without
  // JavaScript it lands here, and the form comes back as it was typed, nothing saved. A save
  // stopped at sign-in comes back the same way when it is put back (`typed`).
  if (intent === 'stay' || intent === 'typed')
    return data<ActionData>(
      {
        ...kept,
        message: '',
        errors: {},
        values: readForm(fieldsFor(kind, id), form).values,
        ...(intent === 'typed' ? { typed: true as const } : {}),
      },
      { headers: consoleHeaders },
    )
  // Enter in the Kannada form while a conflict is shown: likewise nothing saved.
  if ((intent === 'kn-stay' || intent === 'kn-typed') && isTranslatable(kind)) {
    // The item's words (its lines' and sections' included) are the Kannada form's fields.
    const item = id === null ? null : await kind.load(context.db, id)
    const fields = item ? wordsOf(fieldsFor(kind, id), item.values).map((w) => w.field) : []
    return data<ActionData>(
      {
        ...kept,
        message: '',
        errors: {},
        values: readForm(fields, form).values,
        ...(intent === 'kn-typed' ? { typed: true as const } : {}),
      },
      { headers: consoleHeaders },
    )
  }
  const intents: Array<Intent | 'submit'> = kind.publishable
    ? ['draft', 'publish', 'unpublish', 'submit']
    : ['save']
  const chosen = intents.find((i) => i === intent)
  if (!chosen)
    return data<ActionData>(
      {
        ...kept,
        message: 'Unknown request.',
        errors: {},
        values: readForm(fieldsFor(kind, id), form).values,
      },
      { status: 400, headers: consoleHeaders },
    )
  const result =
    chosen === 'submit'
      ? await submitForReview(context.db, kind, id, form, actor, context.clientIp)
      : await saveContent(context.db, kind, id, form, chosen, actor, context.clientIp)
  if (!result.ok)
    return data<ActionData>(
      {
        ...kept,
        message: refusalOf(result.refusal, kind),
        errors: result.errors,
        values: result.values,
        ...(result.conflict
          ? {
              version: result.conflict.version,
              overwrites: result.conflict.version,
              conflict: result.conflict,
              intent,
            }
          : {}),
      },
      { status: result.status, headers: consoleHeaders },
    )
  throw back(result.outcome, result.id)
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  consoleMeta(d ? `${d.title} · ${d.kind.label}` : 'Content')

/** The editor's forms whose saves are kept until they reach us (unsent-edits.tsx). */
const KEPT_FORMS = ['content-form', 'translation-form'] as const

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, user } = useConsole()
  const {
    kind,
    id,
    title,
    options,
    pictures,
    state,
    publishing,
    draft,
    publicPath,
    revisions,
    compare,
    notice,
    readOnly,
    confirmTrash,
    trashDays,
    translatable,
    lang,
    translation,
    knPath,
    review,
  } = loaderData
  const values = actionData?.values ?? loaderData.values
  const errors = actionData?.errors ?? {}
  const formId = 'content-form'
  // The edit-conflict check (domain/content/conflicts.server.ts): the version the form carries
  // is the loader's until an answer draws the form again with the one it was sent with.
  const version = actionData?.version !== undefined ? actionData.version : loaderData.version
  const overwrites = actionData?.overwrites ?? null
  const conflict = actionData?.conflict ?? null
  // A conflict draws the form anew with what was sent; "Reload theirs" (no answer any more)
  // draws it anew with the newest version. Each new version (a save, a restore, a discard) draws
  // it anew too, as does a discarded draft (no new version): its fields keep what was typed (they
  // are uncontrolled), so after "Restore this version" or "Discard the draft" they would show what
  // was restored over or discarded, and a next save would bring it back. A save stopped at sign-in
  // and put back draws it anew with what was typed then.
  const formKey = actionData?.typed
    ? 'typed'
    : conflict
      ? `conflict-${conflict.version}`
      : actionData?.stale
        ? `newest-${loaderData.version}`
        : `version-${loaderData.version}-${(lang === 'kn' ? translation?.draft : draft) ? 'draft' : 'live'}`
  const windows = actionData?.windows
  const location = useLocation()
  useKeepSentEdits(KEPT_FORMS, user.email)
  // A notice says what the last save did; once something else was sent from this page (a refused
  // save, an added item), the action's own answer speaks instead and the notice would be stale.
  const shownNotice = actionData ? null : notice
  // A refused save leaves the page where the button was: take the person to the first field that
  // says what is wrong (or to the message, when no field does), as GOV.UK's error pattern does.
  const problem = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!actionData?.message) return
    const field = document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(field ?? problem.current)?.focus()
  }, [actionData])
  return (
    <>
      {kind.kind === 'settings' ? null : (
        <p className="mb-2">
          <Link to={contentListPath(kind.kind)}>← {kind.label}</Link>
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <PageTitle>{title}</PageTitle>
        {state ? <StateBadge state={state} publishAt={publishing.publishAtMs} /> : null}
      </div>
      {shownNotice ? (
        <div className="mb-4">
          <Notice tone="success">{shownNotice}</Notice>
        </div>
      ) : null}
      {actionData?.message ? (
        <div className="mb-4 space-y-4" ref={problem} tabIndex={-1}>
          <Notice tone="error">{actionData.message}</Notice>
          {conflict ? (
            <ConflictNotice
              conflict={conflict}
              what={lang === 'kn' ? `${kind.singular}'s Kannada` : kind.singular}
              formId={lang === 'kn' ? 'translation-form' : formId}
              intent={actionData.intent ?? (lang === 'kn' ? 'kn-draft' : 'draft')}
              reloadTo={`${location.pathname}?${lang === 'kn' ? 'lang=kn&' : ''}notice=reloaded`}
            />
          ) : null}
        </div>
      ) : null}
      {readOnly && !actionData?.message ? (
        <div className="mb-4">
          <Notice tone="info">{readOnly}</Notice>
        </div>
      ) : null}
      {readOnly ? null : (
        <StoppedSaveNotice
          path={lang === 'kn' ? `${location.pathname}?lang=kn` : location.pathname}
          by={user.email}
          csrf={csrf}
          intent={lang === 'kn' ? 'kn-typed' : 'typed'}
        />
      )}
      {translatable ? <LanguageTabs path={location.pathname} lang={lang} /> : null}
      {review ? (
        <ReviewBanner
          // Drawn anew after each answer, so a refused send-back shows what was typed.
          key={actionData?.comment !== undefined ? `typed-${actionData.comment}` : 'banner'}
          review={review}
          csrf={csrf}
          error={errors.comment}
          comment={actionData?.comment}
        />
      ) : null}
      {translation ? (
        <div
          className={
            'grid gap-6 xl:grid-cols-[minmax(0,1fr)_17rem] xl:items-start' +
            // An open live preview needs a phone's width, as in the English view.
            ' xl:has-[details[data-live-preview][open]]:grid-cols-[minmax(0,1fr)_25rem]'
          }
        >
          <TranslationForm
            key={formKey}
            version={version}
            overwrites={overwrites}
            translation={translation}
            action={`${location.pathname}?lang=kn`}
            csrf={csrf}
            errors={errors}
            values={
              (actionData?.values as Record<string, string> | undefined) ?? translation.values
            }
            readOnly={!!readOnly}
            submitForReview={!!review?.underReview}
          />
          <div className="space-y-6">
            {publicPath && !readOnly ? (
              <LivePreview
                formId="translation-form"
                action={`${livePreviewPath(kind.kind, id!)}?lang=kn`}
                what={`this ${kind.singular} in Kannada`}
              />
            ) : null}
            {knPath ? (
              <Panel title="See it">
                <a href={knPath} target="_blank" rel="noopener">
                  View the Kannada page<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Panel>
            ) : null}
            {translation.draft && !readOnly ? (
              <Panel title="Kannada draft">
                <p className="text-sm text-muted">
                  Waiting: the Kannada page shows the published Kannada until it is published.
                </p>
                <Form method="post" action={`${location.pathname}?lang=kn`} className="mt-3">
                  <CsrfInput token={csrf} />
                  {version !== null ? <input type="hidden" name="version" value={version} /> : null}
                  <SubmitButton variant="quiet" name="intent" value="kn-discard">
                    Discard the Kannada draft
                  </SubmitButton>
                </Form>
              </Panel>
            ) : null}
            {compare ? (
              <ComparePanel
                compare={compare}
                csrf={csrf}
                version={version}
                lang="kn"
                readOnly={!!readOnly || !!review?.underReview}
              />
            ) : null}
            {translation.history.length ? (
              <HistoryPanel
                title="Kannada history"
                revisions={translation.history.map((r) => ({
                  id: r.id,
                  summary: r.summary,
                  by: r.authorEmail,
                  at: r.createdAt,
                  isDraft: r.isDraft,
                }))}
                nobody="sample content or command line"
                query="lang=kn&"
              />
            ) : null}
          </div>
        </div>
      ) : null}
      {translation ? null : draft ? (
        <div className="mb-4">
          <Notice tone="info">
            You are editing an unpublished draft (saved by {draft.by ?? 'someone'},{' '}
            <Time ms={draft.at} />
            ).{' '}
            {review?.underReview
              ? 'The live page shows the published version until a reviewer approves it.'
              : 'The live page shows the published version until you publish.'}
          </Notice>
        </div>
      ) : null}
      {translation ? null : (
        <div
          className={
            'grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start' +
            // An open live preview needs a phone's width: below the form under 1280 px, beside it above.
            ' lg:has-[details[data-live-preview][open]]:grid-cols-1' +
            ' xl:has-[details[data-live-preview][open]]:grid-cols-[minmax(0,1fr)_25rem]'
          }
        >
          <Form
            key={formKey}
            method="post"
            // The path alone: a notice of an earlier save (?notice=) is not carried into this post.
            action={location.pathname}
            id={formId}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
            onSubmit={(event) => {
              if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'stay')
                event.preventDefault()
            }}
          >
            <CsrfInput token={csrf} />
            {version !== null ? <input type="hidden" name="version" value={version} /> : null}
            {overwrites !== null ? (
              <input type="hidden" name="overwrites" value={overwrites} />
            ) : null}
            {/* Pressing Enter in a field "clicks" the form's first submit button (its default
              button). That is this one, so Enter never publishes nor removes a group's item: it
              saves a draft, or, where saving changes the site at once (or a conflict is shown,
              and overwriting is a choice of its own), does nothing. Kept out of sight, of the Tab
              order and of screen readers: the buttons below are the ones to use. */}
            <button
              type="submit"
              name="intent"
              value={kind.publishable && overwrites === null ? 'draft' : 'stay'}
              formNoValidate={!kind.publishable || overwrites !== null}
              tabIndex={-1}
              aria-hidden="true"
              className="sr-only"
            >
              {kind.publishable && overwrites === null ? 'Save draft' : 'Keep editing'}
            </button>
            {/* Read from the ERP (remote mode): shown, but nothing to type into or send. Only then
              is the wrapper a group for assistive technology; otherwise it is layout alone. */}
            <fieldset
              disabled={readOnly ? true : undefined}
              role={readOnly ? undefined : 'none'}
              aria-label={readOnly ? 'Read only' : undefined}
              className="m-0 min-w-0 border-0 p-0"
            >
              <MediaChoicesProvider value={{ ...pictures, csrf }}>
                <ContentFields
                  fields={kind.fields}
                  values={values}
                  errors={errors}
                  options={options}
                />
              </MediaChoicesProvider>
              {kind.publishable ? (
                <fieldset className="mt-6 grid min-w-0 grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
                  <legend className="px-1 font-semibold">
                    When it is on the site (India time)
                  </legend>
                  <Field
                    label="Publish at"
                    name="publishAt"
                    type="datetime-local"
                    step={1}
                    hint="Empty: as soon as you publish."
                    defaultValue={windows?.publishAt ?? publishing.publishAt}
                    error={errors.publishAt}
                  />
                  <Field
                    label="Take down at"
                    name="unpublishAt"
                    type="datetime-local"
                    step={1}
                    hint="Empty: it stays."
                    defaultValue={windows?.unpublishAt ?? publishing.unpublishAt}
                    error={errors.unpublishAt}
                  />
                </fieldset>
              ) : null}
              <div className="mt-6 flex flex-wrap gap-3">
                {kind.publishable ? (
                  <>
                    {review?.underReview ? (
                      <SubmitButton name="intent" value="submit" busy="Submitting…">
                        Submit for review
                      </SubmitButton>
                    ) : (
                      <SubmitButton name="intent" value="publish" busy="Publishing…">
                        {state === 'published' ? 'Publish changes' : 'Publish'}
                      </SubmitButton>
                    )}
                    <SubmitButton variant="outline" name="intent" value="draft" busy="Saving…">
                      Save draft
                    </SubmitButton>
                    {state && state !== 'draft' ? (
                      <SubmitButton
                        variant="danger"
                        name="intent"
                        value="unpublish"
                        busy="Unpublishing…"
                      >
                        Unpublish
                      </SubmitButton>
                    ) : null}
                  </>
                ) : (
                  <SubmitButton name="intent" value="save" busy="Saving…">
                    Save
                  </SubmitButton>
                )}
              </div>
            </fieldset>
          </Form>
          {readOnly ? null : (
            <UnsavedChangesGuard
              formId={formId}
              pathname={location.pathname}
              savedMark={shownNotice ? location.key : null}
              what={id === null ? `this new ${kind.singular}` : `this ${kind.singular}`}
            />
          )}
          <div className="space-y-6">
            {id !== null && publicPath && !readOnly ? (
              <LivePreview
                formId={formId}
                action={livePreviewPath(kind.kind, id)}
                what={`this ${kind.singular}`}
              />
            ) : null}
            {id !== null ? (
              <Panel title="See it">
                <ul className="space-y-2">
                  {kind.previewable ? (
                    <li>
                      <a href={previewPath(kind.kind, id)} target="_blank" rel="noopener">
                        Preview{draft ? ' the draft' : ''} as the public page
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ) : null}
                  {publicPath ? (
                    <li>
                      <a href={publicPath} target="_blank" rel="noopener">
                        View on the site<span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ) : null}
                </ul>
                {draft ? (
                  <Form method="post" className="mt-4">
                    <CsrfInput token={csrf} />
                    {version !== null ? (
                      <input type="hidden" name="version" value={version} />
                    ) : null}
                    <SubmitButton variant="quiet" name="intent" value="discard">
                      Discard the draft
                    </SubmitButton>
                  </Form>
                ) : null}
              </Panel>
            ) : null}
            {compare ? (
              <ComparePanel compare={compare} csrf={csrf} version={version} lang="en" />
            ) : null}
            {revisions.length ? (
              <HistoryPanel
                title="History"
                revisions={revisions}
                // No author: the version kept from before the console first changed it (the
                // sample content or a command loaded it).
                nobody="sample content or command line"
                query=""
              />
            ) : null}
            {id !== null && kind.removable && !readOnly ? (
              <ConfirmTrash
                csrf={csrf}
                singular={kind.singular}
                title={title}
                days={trashDays}
                asking={confirmTrash}
              />
            ) : null}
          </div>
        </div>
      )}
    </>
  )
}

type Compared = {
  id: number
  at: number
  changes: Array<{ field: string; label: string; before: string; after: string }>
}

/**
 * An earlier version beside the current one (English: the item as it is; Kannada: the published
 * Kannada), field by field, with "Restore this version". Restoring Kannada publishes it, so a
 * person under review (or a read-only console) sees the differences without the button.
 */
function ComparePanel({
  compare,
  csrf,
  version,
  lang,
  readOnly = false,
}: {
  compare: Compared
  csrf: string
  version: number | null
  lang: 'en' | 'kn'
  readOnly?: boolean
}) {
  const location = useLocation()
  return (
    <Panel
      title={
        lang === 'kn' ? 'Compared with the published Kannada' : 'Compared with the current version'
      }
    >
      <p className="text-sm text-muted">
        {lang === 'kn' ? 'Kannada revision' : 'Revision'} of <Time ms={compare.at} />, then → now.
      </p>
      {compare.changes.length === 0 ? (
        <p className="mt-2">Same as now.</p>
      ) : (
        <dl className="mt-2 space-y-3">
          {compare.changes.map((c) => (
            <div key={c.field}>
              <dt className="font-semibold">{c.label}</dt>
              <dd className="text-sm">
                <del
                  lang={lang === 'kn' && c.before ? 'kn' : undefined}
                  className="block break-words whitespace-pre-wrap text-danger"
                >
                  {c.before || '(empty)'}
                </del>
                <ins
                  lang={lang === 'kn' && c.after ? 'kn' : undefined}
                  className="block break-words whitespace-pre-wrap text-leaf no-underline"
                >
                  {c.after || '(empty)'}
                </ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {readOnly ? null : (
        <Form
          method="post"
          className="mt-4"
          action={lang === 'kn' ? `${location.pathname}?lang=kn` : location.pathname}
        >
          <CsrfInput token={csrf} />
          <input type="hidden" name="revision" value={compare.id} />
          {version !== null ? <input type="hidden" name="version" value={version} /> : null}
          <SubmitButton
            variant="outline"
            name="intent"
            value={lang === 'kn' ? 'kn-restore' : 'restore'}
            busy="Restoring…"
          >
            {lang === 'kn' ? 'Restore this Kannada' : 'Restore this version'}
          </SubmitButton>
        </Form>
      )}
    </Panel>
  )
}

/** An item's revisions in one language, newest first, each with "Compare with now". */
function HistoryPanel({
  title,
  revisions,
  nobody,
  query,
}: {
  title: string
  revisions: Array<{ id: number; summary: string; by: string | null; at: number; isDraft: boolean }>
  /** Who a revision without an author is by. */
  nobody: string
  /** Kept before `compare=` (the Kannada view's `lang=kn&`). */
  query: string
}) {
  return (
    <Panel title={title}>
      <ol className="space-y-3 text-sm">
        {revisions.map((r) => (
          <li key={r.id}>
            <Time ms={r.at} /> · {r.by ?? nobody}
            {r.isDraft ? ' · draft' : ''}
            <span className="block text-muted">{r.summary}</span>
            <Link to={`?${query}compare=${r.id}`} className="font-semibold" preventScrollReset>
              Compare with now
              <span className="sr-only">
                {' '}
                (revision of <Time ms={r.at} />)
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Panel>
  )
}
