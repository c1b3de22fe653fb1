import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { Logger } from 'pino'
import { isDiskFull, writeFileAtomic } from '#app/platform/atomic-file.server.ts'
import type { Env } from '#app/platform/env.server.ts'
import { fromRoot } from '#app/utils/project-root.server.ts'
import type { OutboxPayload } from './message.server.ts'

/** One outbox row on its way out. */
type OutgoingMail = {
  outboxId: number
  messageId: string
  payload: OutboxPayload
  /** When the visitor sent it: the e-mail's Date, the same on every retry. */
  createdAt: number
}

type SendResult = { storedFile?: string }

export type MailTransport = {
  name: Env['MAIL_TRANSPORT']
  send(mail: OutgoingMail): Promise<SendResult>
  close(): Promise<void>
}

/**
 * A send that did not work. `permanent` refusals (SMTP 5xx, EmailJS 400/403/451 …) are not tried
 * again; everything else (network, timeouts, 4xx SMTP, 429, 5xx HTTP) backs off and retries.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
    this.name = 'DeliveryError'
  }
}

type Addresses = { to: string; from: string }

/** Recipient and sender: MAIL_TO / MAIL_FROM, or local placeholders for the log transport. */
function addressesOf(env: Env): Addresses {
  const host = new URL(env.PUBLIC_URL).hostname || 'localhost'
  return {
    to: env.MAIL_TO ?? `inbox@${host}`,
    from: env.MAIL_FROM ?? `Website <no-reply@${host}>`,
  }
}

function mailOptions(mail: OutgoingMail, addresses: Addresses): SendMailOptions {
  return {
    messageId: mail.messageId,
    date: new Date(mail.createdAt),
    from: addresses.from,
    to: mail.payload.to ?? addresses.to,
    replyTo: mail.payload.replyTo,
    subject: mail.payload.subject,
    text: mail.payload.text,
    headers: { 'X-Website-Form': mail.payload.kind },
  }
}

/**
 * MAIL_TRANSPORT=log: the message as the SMTP transport would send it, written as an .eml file
 * (and a log line without the body). For development, and a safe default: nothing is lost, but
 * nothing is e-mailed either, which the server says loudly in production.
 */
export function createLogTransport(opts: Addresses & { dir: string; log: Logger }): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    name: 'log',
    async send(mail) {
      const info = await composer.sendMail(mailOptions(mail, opts))
      const stamp = new Date(mail.createdAt).toISOString().replace(/[-:]|\.\d+Z$/g, '')
      const file = path.join(opts.dir, `${stamp}-${mail.outboxId}.eml`)
      // Whole or not at all. A full disk is a temporary failure: the message stays queued and
      // the worker tries again later, as after an SMTP outage.
      try {
        await mkdir(opts.dir, { recursive: true })
        await writeFileAtomic(file, info.message as Buffer)
      } catch (error) {
        if (isDiskFull(error))
          throw new DeliveryError(`disk full: the .eml file could not be written (${file})`, false)
        throw error
      }
      opts.log.info(
        { outboxId: mail.outboxId, messageId: mail.messageId, kind: mail.payload.kind, file },
        'mail stored as a file, not e-mailed (MAIL_TRANSPORT=log)',
      )
      return { storedFile: file }
    },
    async close() {
      composer.close()
    },
  }
}

/** MAIL_TRANSPORT=smtp: nodemailer to SMTP_URL (smtps:// for TLS, smtp:// upgrades by STARTTLS). */
function createSmtpTransport(opts: Addresses & { url: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: opts.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    name: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail(mailOptions(mail, opts))
        return {}
      } catch (error) {
        throw smtpError(error)
      }
    },
    async close() {
      transporter.close()
    },
  }
}

function smtpError(error: unknown): DeliveryError {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string }
  if (typeof e.responseCode === 'number') {
    const reply = (e.response ?? e.message ?? '').slice(0, 300)
    return new DeliveryError(`SMTP ${e.responseCode}: ${reply}`, e.responseCode >= 500)
  }
  return new DeliveryError(
    `SMTP ${e.code ?? 'error'}: ${(e.message ?? String(error)).slice(0, 300)}`,
    false,
  )
}

const EMAILJS_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send'

/**
 * MAIL_TRANSPORT=emailjs: the spec's provider, called from the server so no key is in the page.
 * EmailJS refuses calls from servers (403) until "API calls for non-browser applications" is
 * allowed in the account's security settings (README "Mail").
 */
export function createEmailJsTransport(opts: {
  serviceId: string
  templates: Record<'contact' | 'apply', string> & Partial<Record<OutboxPayload['kind'], string>>
  publicKey: string
  privateKey?: string
  to?: string
  endpoint?: string
  timeoutMs?: number
}): MailTransport {
  return {
    name: 'emailjs',
    async send(mail) {
      const template = opts.templates[mail.payload.kind]
      if (!template)
        throw new DeliveryError(
          `EmailJS has no template for "${mail.payload.kind}" e-mails (set EMAILJS_TEMPLATE_INVITE); the console shows the link to pass on instead.`,
          true,
        )
      const body = {
        service_id: opts.serviceId,
        template_id: template,
        user_id: opts.publicKey,
        ...(opts.privateKey ? { accessToken: opts.privateKey } : {}),
        template_params: {
          ...mail.payload.params,
          ...(mail.payload.replyTo ? { reply_to: mail.payload.replyTo.address } : {}),
          ...(mail.payload.to
            ? { to_email: mail.payload.to }
            : opts.to
              ? { to_email: opts.to }
              : {}),
          message_id: mail.messageId,
        },
      }
      let res: Response
      try {
        res = await fetch(opts.endpoint ?? EMAILJS_ENDPOINT, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        })
      } catch (error) {
        const reason =
          error instanceof Error ? (error.cause as Error)?.message || error.message : String(error)
        throw new DeliveryError(`EmailJS unreachable: ${reason}`, false)
      }
      if (res.ok) return {}
      const text = (await res.text().catch(() => '')).slice(0, 300)
      // 408 and 429 are "later"; other 4xx (400 bad request, 403 not allowed, 451 blocked …)
      // will not change by retrying.
      const permanent = res.status >= 400 && res.status < 500 && ![408, 429].includes(res.status)
      throw new DeliveryError(`EmailJS ${res.status}: ${text}`, permanent)
    },
    async close() {},
  }
}

/** The transport MAIL_TRANSPORT names, configured from the validated settings. */
export function createTransport(env: Env, log: Logger): MailTransport {
  const addresses = addressesOf(env)
  if (env.MAIL_TRANSPORT === 'smtp')
    return createSmtpTransport({ ...addresses, url: env.SMTP_URL! })
  if (env.MAIL_TRANSPORT === 'emailjs')
    return createEmailJsTransport({
      serviceId: env.EMAILJS_SERVICE_ID!,
      templates: {
        contact: env.EMAILJS_TEMPLATE_CONTACT!,
        apply: env.EMAILJS_TEMPLATE_APPLY!,
        invite: env.EMAILJS_TEMPLATE_INVITE,
      },
      publicKey: env.EMAILJS_PUBLIC_KEY!,
      privateKey: env.EMAILJS_PRIVATE_KEY,
      to: env.MAIL_TO,
    })
  return createLogTransport({ ...addresses, dir: fromRoot(env.MAIL_LOG_DIR), log })
}
