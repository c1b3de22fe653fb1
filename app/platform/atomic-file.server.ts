import { randomBytes } from 'node:crypto'
import { open, rename, unlink } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes `data` to `file` so that a reader sees the old file, no file, or the whole new one, never
 * a part: into a temporary name in the same folder (so the rename stays on one file system),
 * flushed to the disk (fsync), then renamed over `file`, and the folder flushed too so the new
 * name survives a power cut. When anything fails (a full disk: ENOSPC) the temporary file is
 * removed and the error thrown, so a full disk leaves nothing half-written behind.
 */
export async function writeFileAtomic(
  file: string,
  data: Uint8Array | string,
  opts: { mode?: number } = {},
): Promise<void> {
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  )
  try {
    const handle = await open(tmp, 'wx', opts.mode ?? 0o644)
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(tmp, file)
  } catch (error) {
    await unlink(tmp).catch(() => {})
    throw error
  }
  // The rename itself is durable only once the folder is flushed; a folder that cannot be opened
  // for that (some file systems) still has the whole file under its name.
  const dir = await open(path.dirname(file), 'r').catch(() => null)
  if (dir)
    await dir
      .sync()
      .catch(() => {})
      .finally(() => dir.close())
}

/** The disk (or the user's quota) is full: the write can succeed later, once there is room. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'ENOSPC' || code === 'EDQUOT'
}
