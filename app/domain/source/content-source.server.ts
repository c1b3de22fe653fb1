import type { RequestContext } from '#app/platform/context.server.ts'
import { contentKind } from '#app/domain/content/registry.server.ts'
import { listHomeSlides, type HomeSlide } from '#app/domain/home/slides.server.ts'
import {
  getJob,
  listOpenJobs,
  type Job,
  type JobListItem,
} from '#app/domain/jobs/queries.server.ts'
import {
  getPost,
  listPosts,
  type Post,
  type PostSummary,
} from '#app/domain/posts/queries.server.ts'
import type { PostType } from '#app/domain/posts/view.ts'
import {
  remoteHomeSlides,
  remoteJob,
  remoteOpenJobs,
  remotePost,
  remotePosts,
  remoteTranslations,
} from '#app/domain/remote/read.server.ts'
import { doNotCache } from '#app/platform/page-tags.server.ts'
import type { ImageData } from '#app/utils/image.ts'
import type { Lang } from '#app/routing/lang.ts'
import { publishedTranslations, type Translation } from '#app/domain/content/translations.server.ts'

/**
 * Where the pages DESIGN.md "Remote mode" lists read their content: this database, or the ERP's
 * /api/v2 (CONTENT_API_URL), chosen once at start (server/main.ts puts the remote client in the
 * services). Both answer with the same app types, so a loader does not know which it reads. Every
 * other page, the console, forms and accounts always read the database.
 */
export type ContentSource = {
  kind: 'database' | 'remote'
  homeSlides(): Promise<HomeSlide[]>
  openJobs(opts: { offset: number; limit: number }): Promise<{ jobs: JobListItem[]; total: number }>
  /** A job, open or closed (the page answers 410 for a closed one); null when unknown. */
  job(id: number): Promise<Job | null>
  posts(type: PostType, opts?: { exceptId?: number; limit?: number }): Promise<PostSummary[]>
  post(type: PostType, id: number): Promise<Post | null>
  /**
   * The published Kannada of items of a kind, by id (translations.server.ts): empty for English.
   * In remote mode, what the ERP answers with `?lang=kn` where it differs from its English
   * (jobs, posts, slides; remoteTranslations).
   */
  translations(kind: string, ids: number[], lang: Lang): Promise<Map<string, Translation>>
  /** The image data of a picture this source names (remote pictures are fetched by the server). */
  image(rel: string | null | undefined, alt: string, fallback?: string): Promise<ImageData>
}

/**
 * The content source of this request. In remote mode the page is marked as built from remote
 * content: it is not kept by the page cache and is sent `Cache-Control: public, no-cache`, so it
 * never outlives the answers it was built from (docs/page-cache.md "Remote content").
 */
export function contentSource(context: RequestContext): ContentSource {
  const remote = context.remote
  if (!remote) return databaseSource(context)
  context.remoteContent = true
  doNotCache(context)
  const { api } = remote
  return {
    kind: 'remote',
    homeSlides: () => remoteHomeSlides(api),
    openJobs: (opts) => remoteOpenJobs(api, opts),
    job: (id) => remoteJob(api, id),
    posts: async (type, opts = {}) => {
      const all = (await remotePosts(api, type)).filter((p) => p.id !== opts.exceptId)
      return opts.limit === undefined ? all : all.slice(0, opts.limit)
    },
    post: (type, id) => remotePost(api, type, id),
    translations: (kind, ids, lang) => remoteTranslations(api, kind, ids, lang),
    image: (rel, alt, fallback) => context.media.remoteImage(rel, alt, fallback),
  }
}

/**
 * Why a kind cannot be saved here, or null: in remote mode its public pages read the ERP, so an
 * edit here would never show. The console shows it read-only and refuses saves (409).
 */
export function remoteReadOnly(
  context: Pick<RequestContext, 'remote'>,
  kind: { kind: string; label: string },
): string | null {
  if (!context.remote || !contentKind(kind.kind)?.remote) return null
  return `${kind.label} are read from the company's ERP (remote mode): edit them there. Changes cannot be saved here.`
}

function databaseSource(context: RequestContext): ContentSource {
  const { db } = context
  return {
    kind: 'database',
    homeSlides: () => listHomeSlides(db),
    openJobs: (opts) => listOpenJobs(db, opts),
    job: (id) => getJob(db, id),
    posts: (type, opts) => listPosts(db, type, opts),
    post: (type, id) => getPost(db, type, id),
    translations: (kind, ids, lang) => publishedTranslations(db, kind, ids, lang),
    image: async (rel, alt, fallback) => context.media.image(rel, alt, fallback),
  }
}
