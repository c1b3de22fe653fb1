import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type TestSmtp = {
  port: number
  received: ParsedMail[]
  close: () => Promise<void>
}

/**
 * A real SMTP server in the test process (smtp-server), no TLS, no auth. `refuse` answers RCPT
 * with the given code; `delayMs` slows each message down, so concurrent workers overlap.
 */
export async function startSmtp(
  opts: { port?: number; refuse?: number; delayMs?: number } = {},
): Promise<TestSmtp> {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!opts.refuse) return callback()
      const error = new Error(`${opts.refuse} Mailbox not available`) as Error & {
        responseCode: number
      }
      error.responseCode = opts.refuse
      callback(error)
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs))
          received.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port nothing listens on (taken, then released). */
export async function freePort(): Promise<number> {
  const s = http.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const port = (s.address() as AddressInfo).port
  await new Promise<void>((r) => s.close(() => r()))
  return port
}

type StubRequest = {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

/** A local stand-in for api.emailjs.com: records each request and answers with `reply()`. */
export async function startHttpStub(reply: () => { status: number; body: string }) {
  const requests: StubRequest[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // kept as text
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const { status, body: out } = reply()
      res.writeHead(status, { 'content-type': 'text/plain' }).end(out)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/api/v1.0/email/send`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
