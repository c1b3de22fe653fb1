import { createHmac } from 'node:crypto'

/**
 * RFC 6238 TOTP computed by the test itself, independently of the server's library: what an
 * authenticator app would show for a secret at a time step. The server accepts the step before
 * and after the current one, so `offset: 1` gives a code that is valid now and newer than any
 * code used this step (each code works only once).
 */
export function totp(secretBase32: string, opts: { offset?: number; at?: number } = {}): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const clean = secretBase32.replace(/[\s=]/g, '').toUpperCase()
  let bits = ''
  for (const c of clean) bits += alphabet.indexOf(c).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)))
  const counter = Math.floor((opts.at ?? Date.now()) / 30_000) + (opts.offset ?? 0)
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(msg).digest()
  const o = mac[mac.length - 1]! & 0xf
  const n = (mac.readUInt32BE(o) & 0x7fffffff) % 1_000_000
  return String(n).padStart(6, '0')
}
