import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Encrypts small secrets (TOTP seeds) at rest with AES-256-GCM under a key that never enters the
 * database: a stolen database (or backup) alone does not give anyone the second factor.
 * Stored form: `v1:<iv>:<tag>:<ciphertext>`, base64url.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secret-box key must be 32 bytes.')
  }

  seal(plain: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    const tag = cipher.getAuthTag()
    return ['v1', iv, tag, ct]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':')
  }

  /** The plain text, or null when the value was sealed with another key or is damaged. */
  open(sealed: string): string | null {
    const [v, iv, tag, ct] = sealed.split(':')
    if (v !== 'v1' || !iv || !tag || ct === undefined) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(ct, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    } catch {
      return null
    }
  }
}

function parseKey(text: string): Buffer {
  const t = text.trim()
  return /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64')
}

/**
 * MFA_KEY from the environment, else the key file, made on first use with mode 0600 (the README
 * says to keep it with the backups: without it, every enrolled authenticator must be reset).
 */
export function loadMfaKey(envKey: string | undefined, keyFile: string): Buffer {
  if (envKey) return parseKey(envKey)
  if (existsSync(keyFile)) {
    const key = parseKey(readFileSync(keyFile, 'utf8'))
    if (key.length !== 32) throw new Error(`${keyFile} does not hold a 32-byte key.`)
    return key
  }
  mkdirSync(path.dirname(keyFile), { recursive: true })
  const key = randomBytes(32)
  try {
    // wx: two processes starting at once must not overwrite each other's key.
    writeFileSync(keyFile, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
    chmodSync(keyFile, 0o600)
    return key
  } catch {
    return parseKey(readFileSync(keyFile, 'utf8'))
  }
}
