import { timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy'
import type { Request, RequestHandler, Response } from 'express'
import { can } from '#app/domain/accounts/roles.ts'
import {
  checkPicture,
  MediaError,
  replaceMedia,
  uploadMedia,
  type MediaItem,
} from '#app/domain/media/library.server.ts'
import { checkAlt, MAX_FILES_PER_UPLOAD } from '#app/domain/media/rules.ts'
import type { AppServices } from '#app/platform/context.server.ts'
import { mediaItemPath, mediaPath } from '#app/routing/console.ts'

/**
 * POST /admin/media/upload: pictures for the media library, as multipart/form-data. It is not a
 * React Router action because page actions read their whole body into memory under a 64 KB cap
 * (server/react-router-adapter.ts); here each file is streamed and refused with 413 the moment it
 * passes MEDIA_MAX_MB, before the rest is read. The plain form (no JavaScript) gets a redirect
 * back to the library or a short page saying what was wrong; the page's uploader (which sends
 * one file per request, for its progress bar) asks for JSON.
 */

export type Upload = {
  fields: Record<string, string>
  files: Array<{ name: string; bytes: Buffer }>
}

/** Reads a multipart body, keeping each file in memory up to `maxFileBytes`. */
export function readMultipart(
  body: Readable,
  headers: IncomingHttpHeaders,
  opts: { maxFileBytes: number; maxMb: number; maxFiles?: number },
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let bb: BusboyInstance
    try {
      // Busboy checks the content type itself and throws for anything but a form body.
      bb = new Busboy({
        headers: headers as BusboyHeaders,
        limits: {
          fileSize: opts.maxFileBytes,
          files: opts.maxFiles ?? MAX_FILES_PER_UPLOAD,
          fields: 20,
          fieldSize: 8 * 1024,
          parts: 50,
        },
      })
    } catch {
      reject(new MediaError(400, 'Send the pictures as a form upload (multipart/form-data).'))
      return
    }
    const fields: Record<string, string> = {}
    const files: Upload['files'] = []
    let failed = false
    const fail = (error: MediaError) => {
      if (failed) return
      failed = true
      // Stop reading: nothing more of this body is wanted.
      body.unpipe(bb)
      bb.removeAllListeners()
      bb.on('error', () => {})
      reject(error)
    }
    bb.on('field', (name, value) => {
      fields[name] = value
    })
    bb.on('file', (_field, stream, filename) => {
      const chunks: Buffer[] = []
      const name = filename?.slice(0, 200) ?? ''
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => {
        stream.resume()
        fail(
          new MediaError(
            413,
            `${name ? `"${name}"` : 'The file'} is larger than ${opts.maxMb} MB, the most a picture may be. Make it smaller and try again.`,
          ),
        )
      })
      stream.on('end', () => {
        if (!failed && name) files.push({ name, bytes: Buffer.concat(chunks) })
      })
    })
    bb.on('filesLimit', () =>
      fail(
        new MediaError(
          413,
          `Upload at most ${opts.maxFiles ?? MAX_FILES_PER_UPLOAD} pictures at a time.`,
        ),
      ),
    )
    bb.on('error', () =>
      fail(new MediaError(400, 'The upload could not be read. Please send it again.')),
    )
    bb.on('finish', () => {
      if (!failed) resolve({ fields, files })
    })
    body.on('error', () =>
      fail(new MediaError(400, 'The upload was cut off. Please send it again.')),
    )
    body.pipe(bb)
  })
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The answer to a plain form that failed: what went wrong, and the way back. */
function errorPage(status: number, message: string, back: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Upload refused · Console</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>The upload was refused</h1><p role="alert">${esc(message)}</p><p><a href="${esc(back)}">Back to the media library</a></p><p style="color:#555">Error ${status}</p></main></body></html>`
}

export function mediaUpload(services: AppServices): RequestHandler {
  const { env, dbHandle, media } = services
  const maxFileBytes = env.MEDIA_MAX_MB * 1024 * 1024
  return async (req: Request, res: Response) => {
    const wantsJson = (req.get('accept') ?? '').includes('application/json')
    let back = mediaPath
    const answer = (status: number, message: string) => {
      res.status(status).setHeader('Cache-Control', 'private, no-store')
      if (status === 413 && !req.complete) {
        // The rest of the body is not read: close the connection once the answer is out.
        res.setHeader('Connection', 'close')
        res.on('finish', () => req.socket.destroySoon?.())
      }
      if (wantsJson) res.json({ ok: false, message })
      else res.type('html').send(errorPage(status, message, back))
    }
    const staff = req.staff
    if (!staff || staff.session.state !== 'active')
      return answer(401, 'Sign in to the console first.')
    if (!can(staff.user.role, 'media'))
      return answer(403, 'Your role does not allow this. Ask an administrator if you need it.')
    if (!/^multipart\/form-data/i.test(req.get('content-type') ?? ''))
      return answer(400, 'Send the pictures as a form upload (multipart/form-data).')
    // An honest, too large body is refused unread.
    const declared = Number(req.get('content-length') ?? NaN)
    if (Number.isFinite(declared) && declared > maxFileBytes * MAX_FILES_PER_UPLOAD + 1024 * 1024)
      return answer(413, `The upload is larger than ${env.MEDIA_MAX_MB} MB a picture allows.`)
    let upload: Upload
    try {
      upload = await readMultipart(req, req.headers, { maxFileBytes, maxMb: env.MEDIA_MAX_MB })
    } catch (error) {
      if (error instanceof MediaError) return answer(error.status, error.message)
      throw error
    }
    const f = upload.fields
    const replaceId = f.replace ? Number(f.replace) : null
    if (replaceId !== null && Number.isInteger(replaceId) && replaceId > 0)
      back = mediaItemPath(replaceId)
    if (typeof f.csrf !== 'string' || !sameToken(f.csrf, staff.session.csrfToken))
      return answer(403, 'This form has expired. Reload the page and try again.')
    if (!upload.files.length) return answer(400, 'Choose a picture to upload.')
    const who = {
      actor: { id: staff.user.id, email: staff.user.email },
      ip: req.ip ?? null,
    }
    try {
      if (replaceId !== null) {
        if (!Number.isInteger(replaceId) || replaceId <= 0)
          return answer(404, 'That picture is no longer in the library.')
        const file = upload.files[0]!
        await replaceMedia(
          dbHandle.db,
          replaceId,
          { bytes: file.bytes, fileName: file.name },
          who,
          media,
        )
        if (wantsJson) return res.json({ ok: true, items: [{ id: replaceId }] })
        return res.redirect(303, `${mediaItemPath(replaceId)}?replaced=1`)
      }
      const decorative = f.decorative === 'on' || f.decorative === 'yes'
      // Every file is checked before any is stored: a refused upload stores nothing.
      const alt = checkAlt(f.alt ?? '', decorative)
      if (!alt.ok) return answer(400, alt.message)
      for (const file of upload.files) await checkPicture(file.bytes, file.name)
      const stored: MediaItem[] = []
      for (const file of upload.files)
        stored.push(
          await uploadMedia(
            dbHandle.db,
            { bytes: file.bytes, fileName: file.name, alt: f.alt ?? '', decorative },
            who,
            media,
          ),
        )
      if (wantsJson)
        return res.json({ ok: true, items: stored.map((s) => ({ id: s.id, key: s.key })) })
      return res.redirect(303, `${mediaPath}?uploaded=${stored.length}`)
    } catch (error) {
      if (error instanceof MediaError) return answer(error.status, error.message)
      req.log.error({ err: error }, 'media upload failed')
      return answer(500, 'The picture could not be stored. Please try again.')
    }
  }
}
