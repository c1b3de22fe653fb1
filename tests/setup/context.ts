import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import type { Db } from '#app/db/client.server.ts'
import { seedMediaDir } from '#app/db/seed/run.server.ts'
import { routerContext, type RequestContext } from '#app/platform/context.server.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { MediaLibrary } from '#app/platform/media.server.ts'
import { SecretBox } from '#app/platform/secret-box.server.ts'

let media: MediaLibrary | null = null

/** The media library over the seed originals (read only), shared by a test file. */
export async function testMedia(): Promise<MediaLibrary> {
  if (!media) {
    media = new MediaLibrary(seedMediaDir, mkdtempSync(path.join(tmpdir(), 'site-media-cache-')))
    await media.init()
  }
  return media
}

/** A loader/action context like the server's, on a test database, with silent logs. */
export async function testContext(
  db: Db,
  overrides: Partial<RequestContext> = {},
): Promise<RequestContext> {
  return {
    db,
    env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.example.com' }),
    media: await testMedia(),
    log: pino({ level: 'silent' }),
    requestId: 'test-request',
    appSecret: 'test-secret-0123456789-0123456789-abcdef',
    secretBox: new SecretBox(Buffer.alloc(32, 1)),
    clientIp: '127.0.0.1',
    secure: true,
    staff: null,
    ...overrides,
  }
}

/**
 * Arguments for calling a route's loader or action directly with a real Request, with the `url`
 * and `pattern` this React Router version's generated route types also ask for.
 */
export function loaderArgs<P extends Record<string, string | undefined>>(
  url: string,
  context: RequestContext,
  params: P = {} as P,
  init?: RequestInit,
) {
  const request = new Request(new URL(url, 'https://site.example.com'), init)
  return {
    request,
    params,
    context: routerContext(context),
    unstable_pattern: '',
    url: new URL(request.url),
    pattern: '',
  }
}
