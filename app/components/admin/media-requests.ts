import { mediaChoicesPath, mediaUploadPath } from '#app/routing/console.ts'
import type { ChoicePage } from './picture-types.ts'

/** What the upload endpoint (server/media-upload.ts) answers a request that asks for JSON. */
export type SentPicture =
  { ok: true; items: Array<{ id: number; key: string }> } | { ok: false; message: string }

/**
 * Sends one picture to the media library's upload endpoint, as the plain form would, with its
 * alt text (or the decorative mark) and the session's CSRF token, asking for JSON. The server
 * checks everything again: the type from the bytes, the size, the pixel limit, the alt text.
 * Shared by the library's uploader and the editor's picture chooser.
 */
export function sendPicture(
  input: { file: File; alt: string; decorative: boolean; csrf: string; maxMb: number },
  onProgress?: (fraction: number) => void,
): Promise<SentPicture> {
  return new Promise((resolve) => {
    const body = new FormData()
    body.append('csrf', input.csrf)
    body.append('alt', input.alt)
    if (input.decorative) body.append('decorative', 'on')
    body.append('file', input.file, input.file.name)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', mediaUploadPath)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) onProgress?.(ev.loaded / ev.total)
    }
    xhr.onload = () => {
      try {
        const answer = JSON.parse(xhr.responseText) as SentPicture
        if (answer.ok || typeof answer.message === 'string') return resolve(answer)
      } catch {
        // Not JSON: a proxy's error page, say.
      }
      resolve({ ok: false, message: 'The picture could not be stored. Please try again.' })
    }
    // The server closes the connection on a body over the limit before reading it all.
    xhr.onerror = () =>
      resolve({
        ok: false,
        message:
          input.file.size > input.maxMb * 1024 * 1024
            ? `Larger than ${input.maxMb} MB, the most a picture may be.`
            : 'The connection failed. Please try again.',
      })
    xhr.send(body)
  })
}

/** One page of the library, newest first, searched in the alt text and the file name. */
export async function fetchChoices(search: string, page: number, signal?: AbortSignal) {
  const q = new URLSearchParams({ ...(search ? { q: search } : {}), page: String(page) })
  const res = await fetch(`${mediaChoicesPath}?${q}`, {
    headers: { Accept: 'application/json' },
    signal,
  })
  if (!res.ok) throw new Error(`choices: ${res.status}`)
  return (await res.json()) as ChoicePage
}
