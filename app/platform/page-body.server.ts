/**
 * The bytes of a rendered page, kept beside its Response by app/entry.server.tsx, so that the
 * adapter and the page cache (server/) send or keep them without reading the Response's stream
 * back into a new buffer (a copy of the page and a stream's work on every render). Any other
 * Response (a resource route, a redirect, an answer React Router made) is read as usual.
 */
const bodies = new WeakMap<Response, Buffer>()

/**
 * A page's Response whose stream hands over the bytes only if something reads it. A Response made
 * from the bytes themselves copies them into a stream of its own at once (Node's Fetch does, for
 * any buffer): about 0.1 ms and 50 KB of garbage a render, for bytes that the adapter and the page
 * cache take through `bodyOf` and never read from the stream.
 */
export function pageResponse(body: Buffer, init: ResponseInit): Response {
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(body)
      controller.close()
    },
  })
  const response = new Response(stream, init)
  bodies.set(response, body)
  return response
}

/** A Response's body: the kept bytes when it has them, else read from its stream. */
export async function bodyOf(response: Response): Promise<Buffer> {
  return bodies.get(response) ?? Buffer.from(await response.arrayBuffer())
}
