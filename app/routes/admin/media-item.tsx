import { data, Link, redirect } from 'react-router'
import { FocalPointField } from '#app/components/admin/focal-point.tsx'
import {
  ConsoleForm,
  Notice,
  PageTitle,
  Panel,
  SubmitButton,
  Time,
} from '#app/components/admin/ui.tsx'
import { actorOf, requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import {
  deleteMedia,
  getMedia,
  MediaError,
  updateMedia,
  whereUsed,
  type Usage,
} from '#app/domain/media/library.server.ts'
import { ALT_MAX, formatBytes, MEDIA_ACCEPT, parsePercent } from '#app/domain/media/rules.ts'
import { contentEditPath, mediaPath, mediaUploadPath } from '#app/routing/console.ts'
import { consoleHeaders } from './console.server.ts'
import { useConsole } from './layout.tsx'
import { cardOf, cropsOf, thumbOf } from './media.server.ts'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/media-item'
import { requestContext } from '#app/platform/context.server.ts'
import { notFound } from '#app/platform/http.server.ts'

function idOf(params: { id?: string }): number {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0)
    notFound({ message: 'There is no such picture in the library.' })
  return id
}

type UsageView = { label: string; where: string; href: string | null }

function usageView(u: Usage[]): UsageView[] {
  return u.map((x) => ({
    label: x.label,
    where:
      x.table === 'content_revisions'
        ? 'an unpublished draft'
        : (x.kind ?? x.table).replace(/_/g, ' '),
    href: x.kind ? contentEditPath(x.kind, x.id) : null,
  }))
}

/** /admin/media/:id: one picture: its alt text, focal point, file, and where it is used. */
export async function loader({ context: router, params, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  requireStaff(context, url, 'media')
  const item = await getMedia(context.db, idOf(params))
  if (!item) notFound({ message: 'There is no such picture in the library.' })
  return data(
    {
      item: cardOf(context, item),
      focal: { x: item.focalX, y: item.focalY },
      createdAt: item.createdAt,
      preview: thumbOf(context, item.key, 960),
      original: context.media.image(item.key, '').src,
      crops: cropsOf(context, item.key),
      usage: usageView(await whereUsed(context.db, item.key)),
      replaced: url.searchParams.has('replaced'),
    },
    { headers: consoleHeaders },
  )
}

type ActionData = { message: string; tone: 'success' | 'error'; usage?: UsageView[] }

export async function action({ request, context: router, params, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url }, 'media')
  const id = idOf(params)
  const intent = String(form.get('intent') ?? '')
  const who = { actor: actorOf(staff), ip: context.clientIp }
  const answer = (d: ActionData, status = 200) => data(d, { status, headers: consoleHeaders })
  try {
    if (intent === 'save') {
      const focalX = parsePercent(form.get('focalX'))
      const focalY = parsePercent(form.get('focalY'))
      if (focalX === null || focalY === null)
        return answer(
          { message: 'Give the focal point as two numbers from 0 to 100.', tone: 'error' },
          400,
        )
      await updateMedia(
        context.db,
        id,
        {
          alt: String(form.get('alt') ?? ''),
          decorative: form.get('decorative') === 'on',
          focalX,
          focalY,
        },
        who,
        context.media,
      )
      return answer({ message: 'Saved.', tone: 'success' })
    }
    if (intent === 'delete') {
      const done = await deleteMedia(context.db, id, who, context.media)
      if (done.deleted) throw redirect(`${mediaPath}?deleted=1`, 303)
      return answer(
        {
          message: `This picture is still used in ${done.usage.length} place${done.usage.length === 1 ? '' : 's'}, so it was not deleted. Choose another picture there first.`,
          tone: 'error',
          usage: usageView(done.usage),
        },
        409,
      )
    }
  } catch (error) {
    if (error instanceof MediaError)
      return answer({ message: error.message, tone: 'error' }, error.status)
    throw error
  }
  return answer({ message: 'Unknown request.', tone: 'error' }, 400)
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  consoleMeta(d?.item ? `Picture ${d.item.key.split('/').pop()}` : 'Picture')

export default function MediaItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const { item, focal, preview, original, crops, usage, replaced, createdAt } = loaderData
  const name = item.key.split('/').pop()!
  return (
    <>
      <p className="mb-2">
        <Link to={mediaPath}>← Media library</Link>
      </p>
      <PageTitle lead={<span className="break-all">{item.key}</span>}>Picture {name}</PageTitle>
      <div className="space-y-6">
        {actionData ? <Notice tone={actionData.tone}>{actionData.message}</Notice> : null}
        {replaced && !actionData ? <Notice tone="success">File replaced.</Notice> : null}
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Panel title="Description and focal point">
            <ConsoleForm
              csrf={csrf}
              intent="save"
              className="space-y-5"
              aria-label="Description and focal point"
            >
              <div>
                <label htmlFor="media-alt" className="block font-semibold text-ink">
                  Alt text
                </label>
                <p id="media-alt-hint" className="mt-0.5 text-sm text-muted">
                  What the picture shows, for people who cannot see it. A page may give its own.
                </p>
                <input
                  id="media-alt"
                  name="alt"
                  defaultValue={item.alt}
                  maxLength={ALT_MAX}
                  aria-describedby="media-alt-hint"
                  className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
                />
              </div>
              <label className="flex items-start gap-2 font-semibold">
                <input
                  type="checkbox"
                  name="decorative"
                  defaultChecked={item.decorative}
                  className="mt-1.5 size-4"
                />
                <span>
                  Decorative only
                  <span className="block text-sm font-normal text-muted">
                    Adds nothing a reader needs: screen readers skip it.
                  </span>
                </span>
              </label>
              <FocalPointField
                src={preview}
                width={item.width}
                height={item.height}
                x={focal.x}
                y={focal.y}
                label={`The focal point is ${focal.x}% from the left and ${focal.y}% from the top.`}
              />
              <SubmitButton busy="Saving…" name="intent" value="save">
                Save
              </SubmitButton>
            </ConsoleForm>
          </Panel>
          <div className="space-y-6">
            <Panel title="File">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-semibold">Type</dt>
                <dd>{item.mime}</dd>
                <dt className="font-semibold">Size</dt>
                <dd>
                  {item.width} × {item.height} pixels, {formatBytes(item.size)}
                </dd>
                <dt className="font-semibold">Added</dt>
                <dd>
                  <Time ms={createdAt} />
                </dd>
                <dt className="font-semibold">Changed</dt>
                <dd>
                  <Time ms={item.updatedAt} />
                </dd>
              </dl>
              <p className="mt-3 text-sm">
                <a href={original}>Open the original</a>
              </p>
              <form
                method="post"
                action={mediaUploadPath}
                encType="multipart/form-data"
                className="mt-4 space-y-3 border-t border-slate-200 pt-4"
                aria-label="Replace the file"
              >
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="replace" value={item.id} />
                <div>
                  <label htmlFor="media-replace" className="block font-semibold">
                    Replace the file
                  </label>
                  <p id="media-replace-hint" className="mt-0.5 text-sm text-muted">
                    Same name, new picture: every page that shows it shows the new one.
                  </p>
                  <input
                    id="media-replace"
                    type="file"
                    name="file"
                    required
                    accept={MEDIA_ACCEPT}
                    aria-describedby="media-replace-hint"
                    className="mt-1.5 block w-full max-w-full text-base file:mr-3 file:rounded-lg file:border-2 file:border-primary file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-primary"
                  />
                </div>
                <button type="submit" className="btn-outline rounded-lg">
                  Replace
                </button>
              </form>
            </Panel>
            {crops.length ? (
              <Panel title="Crops">
                <p className="mb-3 text-sm text-muted">
                  How pages crop it: each keeps the focal point in view.
                </p>
                <ul className="grid grid-cols-3 gap-3">
                  {crops.map((c) => (
                    <li key={c.ratio} className="text-center text-sm">
                      <img
                        src={c.src}
                        alt=""
                        className="h-auto w-full rounded border border-slate-200"
                      />
                      {c.ratio.replace('x', ':')}
                    </li>
                  ))}
                </ul>
              </Panel>
            ) : null}
          </div>
        </div>
        <Panel title="Where it is used">
          <UsageList usage={actionData?.usage ?? usage} />
          <ConsoleForm csrf={csrf} intent="delete" className="mt-4" aria-label="Delete the picture">
            <SubmitButton variant="danger" busy="Deleting…" name="intent" value="delete">
              Delete picture
            </SubmitButton>
            <p className="mt-1 text-sm text-muted">Only a picture no page uses can be deleted.</p>
          </ConsoleForm>
        </Panel>
      </div>
    </>
  )
}

function UsageList({ usage }: { usage: UsageView[] }) {
  if (!usage.length) return <p>Not used by any content.</p>
  return (
    <ul className="list-disc space-y-1 pl-5">
      {usage.map((u, i) => (
        <li key={i}>
          {u.href ? <Link to={u.href}>{u.label}</Link> : u.label}{' '}
          <span className="text-muted">({u.where})</span>
        </li>
      ))}
    </ul>
  )
}
