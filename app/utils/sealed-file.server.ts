import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'

/**
 * A file sealed with a passphrase: AES-256-GCM, the key derived with scrypt. Layout:
 *
 *   "SITESEAL" | version 1 | log2(N) | r | p | salt (16) | iv (12) | ciphertext | tag (16)
 *
 * The header is authenticated too (GCM additional data), so a changed cost or salt is refused
 * like a changed byte of the ciphertext. Streams both ways: a backup of any size fits.
 */
const MAGIC = Buffer.from('SITESEAL')
const HEADER_LENGTH = MAGIC.length + 4 + 16 + 12
const TAG_LENGTH = 16
// scrypt N = 2^17, r = 8: about 128 MB and a few hundred ms, OWASP's recommendation for scrypt.
const DEFAULT_COST = { log2N: 17, r: 8, p: 1 }

export class SealError extends Error {}

function deriveKey(
  passphrase: string,
  salt: Buffer,
  cost: { log2N: number; r: number; p: number },
): Promise<Buffer> {
  const N = 2 ** cost.log2N
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      32,
      { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )
}

/** Whether a file starts like a sealed file (it may still be damaged or need another passphrase). */
export async function isSealed(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(MAGIC.length)
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0)
    return bytesRead === MAGIC.length && head.equals(MAGIC)
  } finally {
    await handle.close()
  }
}

/** Seals `source` into `target`, which is created with mode 0600 (and must not exist). */
export async function sealFile(
  source: string,
  target: string,
  passphrase: string,
  cost = DEFAULT_COST,
): Promise<void> {
  const salt = randomBytes(16)
  const iv = randomBytes(12)
  const header = Buffer.concat([MAGIC, Buffer.from([1, cost.log2N, cost.r, cost.p]), salt, iv])
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt, cost), iv)
  cipher.setAAD(header)
  const out = createWriteStream(target, { flags: 'wx', mode: 0o600 })
  out.write(header)
  await pipeline(createReadStream(source), cipher, out, { end: false })
  await new Promise<void>((resolve, reject) =>
    out.end(cipher.getAuthTag(), () => resolve()).once('error', reject),
  )
}

/**
 * Opens a sealed `source` into `target` (created 0600). A wrong passphrase or a changed byte
 * throws SealError; `target` may then hold unauthenticated bytes, so the caller deletes it.
 */
export async function unsealFile(
  source: string,
  target: string,
  passphrase: string,
): Promise<void> {
  const { size } = await stat(source)
  if (size < HEADER_LENGTH + TAG_LENGTH) throw new SealError('The file is too short to be sealed.')
  const handle = await open(source, 'r')
  const header = Buffer.alloc(HEADER_LENGTH)
  const tag = Buffer.alloc(TAG_LENGTH)
  try {
    await handle.read(header, 0, HEADER_LENGTH, 0)
    await handle.read(tag, 0, TAG_LENGTH, size - TAG_LENGTH)
  } finally {
    await handle.close()
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC) || header[MAGIC.length] !== 1)
    throw new SealError('The file is not a sealed backup this version can read.')
  const [log2N, r, p] = header.subarray(MAGIC.length + 1, MAGIC.length + 4)
  if (log2N! < 10 || log2N! > 22 || r! < 1 || r! > 32 || p! < 1 || p! > 16)
    throw new SealError('The file names an unreasonable key-derivation cost.')
  const salt = header.subarray(MAGIC.length + 4, MAGIC.length + 20)
  const iv = header.subarray(MAGIC.length + 20, HEADER_LENGTH)
  const key = await deriveKey(passphrase, salt, { log2N: log2N!, r: r!, p: p! })
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAAD(header)
  decipher.setAuthTag(tag)
  try {
    await pipeline(
      createReadStream(source, { start: HEADER_LENGTH, end: size - TAG_LENGTH - 1 }),
      decipher,
      createWriteStream(target, { flags: 'wx', mode: 0o600 }),
    )
  } catch (error) {
    if (error instanceof Error && /authenticate/i.test(error.message))
      throw new SealError('Wrong passphrase, or the file was changed after it was written.')
    throw error
  }
}
