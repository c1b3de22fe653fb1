import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { useMarkStoppedAtSignIn } from '#app/components/admin/unsent-edits.tsx'
import { ConsoleDoor } from '#app/components/admin/console-shell.tsx'
import { CsrfInput, Field, Notice } from '#app/components/admin/ui.tsx'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import {
  confirmEnrolment,
  otpauthUri,
  pendingTotpSecret,
  qrCodeSvg,
} from '#app/domain/accounts/mfa.server.ts'
import {
  clearedSessionCookie,
  revokeSession,
  sessionCookie,
  setFlash,
  takeFlash,
} from '#app/domain/accounts/sessions.server.ts'
import {
  codeStep,
  finishSignIn,
  passwordStep,
  WRONG_CODE,
} from '#app/domain/accounts/sign-in.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { consolePaths, safeNext } from '#app/routing/console.ts'
import '#app/admin.css'
import { clientOf, consoleHeaders } from './console.server.ts'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/login'
import { requestContext } from '#app/platform/context.server.ts'

/**
 * Sign-in at /admin/login (DESIGN.md "Staff console contracts"), in the steps the session is in:
 * e-mail and password; then the authenticator code (or a recovery code); or, at a first sign-in,
 * enrolment in MFA with a QR code, the otpauth:// URI and the setup key, then ten recovery codes
 * shown once. Every step is a plain form that works without JavaScript.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const next = safeNext(url.searchParams.get('next'))
  const staff = context.staff
  if (staff?.session.state === 'active') {
    // Just enrolled: the new recovery codes, once (kept sealed in the session across the redirect).
    const codes = await takeFlash<string[]>(context.db, context.secretBox, staff.session.id)
    if (codes) return data({ step: 'codes' as const, next, codes }, { headers: consoleHeaders })
    throw redirect(next, { headers: consoleHeaders })
  }
  if (staff?.session.state === 'mfa')
    return data(
      { step: 'code' as const, next, csrf: staff.session.csrfToken, email: staff.user.email },
      { headers: consoleHeaders },
    )
  if (staff?.session.state === 'enrol') {
    const secret = await pendingTotpSecret(context.db, context.secretBox, staff.user.id)
    const settings = await getSettings(context.db).catch(() => identityDefaults)
    const uri = otpauthUri(secret, staff.user.email, `${settings.shortName} Console`)
    const svg = await qrCodeSvg(uri)
    return data(
      {
        step: 'enrol' as const,
        next,
        csrf: staff.session.csrfToken,
        email: staff.user.email,
        uri,
        setupKey: secret.replace(/(.{4})/g, '$1 ').trim(),
        qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      },
      { headers: consoleHeaders },
    )
  }
  return data({ step: 'password' as const, next }, { headers: consoleHeaders })
}

type ActionResult = { error: string; email?: string }

/** Said when the database fails mid sign-in: the visitor learns it is not their password. */
export const SIGN_IN_UNAVAILABLE =
  'Signing in is not possible right now: the console cannot reach its database. Please try again in a few minutes.'

export async function action(args: Route.ActionArgs) {
  const copy = args.request.clone()
  try {
    return await signInStep(args)
  } catch (error) {
    // Redirects are the steps' answers; anything else is a failure of the database or a service.
    if (error instanceof Response) throw error
    requestContext(args.context).log.error({ err: error }, 'console: sign-in failed')
    // What was typed stays in the form (never the password).
    const email = await copy
      .formData()
      .then((f) => f.get('email'))
      .catch(() => null)
    return data<ActionResult>(
      { error: SIGN_IN_UNAVAILABLE, email: typeof email === 'string' ? email.slice(0, 254) : '' },
      { status: 503, headers: { ...consoleHeaders, 'Retry-After': '60' } },
    )
  }
}

async function signInStep({ request, context: router }: Route.ActionArgs) {
  const context = requestContext(router)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionResult>(
      { error: 'The form could not be read. Please send it again.' },
      { status: 400, headers: consoleHeaders },
    )
  }
  const text = (k: string) => {
    const v = form.get(k)
    return typeof v === 'string' ? v : ''
  }
  const intent = text('intent')
  const next = safeNext(text('next'))
  const client = clientOf(context, request)
  const staff = context.staff
  const here = `${consolePaths.login}${next === consolePaths.dashboard ? '' : `?next=${encodeURIComponent(next)}`}`

  if (intent === 'password') {
    const email = text('email')
    const r = await passwordStep(context.db, { email, password: text('password') }, client)
    if (!r.ok)
      return data<ActionResult>(
        { error: r.message, email: email.slice(0, 254) },
        { status: r.status, headers: consoleHeaders },
      )
    // Post/redirect/get: the next step is drawn from the session this cookie now names.
    throw redirect(here, {
      status: 303,
      headers: { ...consoleHeaders, 'Set-Cookie': sessionCookie(r.token, context.secure) },
    })
  }

  // Every later step belongs to a pending session and carries its CSRF token.
  if (!staff || staff.session.state === 'active' || text('csrf') !== staff.session.csrfToken)
    throw redirect(here, { status: 303, headers: consoleHeaders })

  if (intent === 'restart') {
    await revokeSession(context.db, staff.session.id)
    throw redirect(here, {
      status: 303,
      headers: { ...consoleHeaders, 'Set-Cookie': clearedSessionCookie(context.secure) },
    })
  }

  if ((intent === 'code' || intent === 'recovery') && staff.session.state === 'mfa') {
    const r = await codeStep(
      context.db,
      context.secretBox,
      staff,
      { code: text('code').slice(0, 40), recovery: intent === 'recovery' },
      client,
    )
    if (!r.ok)
      return data<ActionResult>(
        { error: r.message },
        {
          status: r.status,
          headers: r.signedOut
            ? { ...consoleHeaders, 'Set-Cookie': clearedSessionCookie(context.secure) }
            : consoleHeaders,
        },
      )
    throw redirect(next, {
      status: 303,
      headers: { ...consoleHeaders, 'Set-Cookie': sessionCookie(r.token, context.secure) },
    })
  }

  if (intent === 'enrol' && staff.session.state === 'enrol') {
    const codes = await confirmEnrolment(
      context.db,
      context.secretBox,
      staff.user.id,
      text('code').slice(0, 40),
    )
    if (!codes)
      return data<ActionResult>({ error: WRONG_CODE }, { status: 400, headers: consoleHeaders })
    await recordAudit(context.db, {
      kind: 'auth.mfa-enrolled',
      actor: { id: staff.user.id, email: staff.user.email },
      summary: 'Set up an authenticator app and received 10 recovery codes.',
      ip: client.ip,
    })
    const { token, id } = await finishSignIn(context.db, staff, client)
    // Shown once, on the page after this redirect; sealed until then, never stored in clear.
    await setFlash(context.db, context.secretBox, id, codes)
    throw redirect(here, {
      status: 303,
      headers: { ...consoleHeaders, 'Set-Cookie': sessionCookie(token, context.secure) },
    })
  }
  throw redirect(here, { status: 303, headers: consoleHeaders })
}

export const meta: Route.MetaFunction = () => consoleMeta('Sign in')

export const handle = { cache: 'private' }

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { shortName } = useSiteSettings()
  const error = actionData?.error ?? null
  // A save sent after the session ended lands here: the editor it returns to offers it back.
  useMarkStoppedAtSignIn(loaderData.next)
  if (loaderData.step === 'codes')
    return (
      <ConsoleDoor companyName={shortName}>
        <RecoveryCodes codes={loaderData.codes} next={loaderData.next} />
      </ConsoleDoor>
    )
  return (
    <ConsoleDoor companyName={shortName}>
      {loaderData.step === 'password' ? (
        <PasswordStep next={loaderData.next} error={error} email={actionData?.email} />
      ) : loaderData.step === 'code' ? (
        <CodeStep
          next={loaderData.next}
          csrf={loaderData.csrf}
          email={loaderData.email}
          error={error}
        />
      ) : (
        <EnrolStep data={loaderData} error={error} />
      )}
    </ConsoleDoor>
  )
}

function Busy({ idle, busy }: { idle: string; busy: string }) {
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  return (
    <button
      type="submit"
      disabled={sending}
      className="btn-primary w-full rounded-lg disabled:opacity-60"
    >
      {sending ? busy : idle}
    </button>
  )
}

function PasswordStep({
  next,
  error,
  email,
}: {
  next: string
  error: string | null
  email?: string
}) {
  return (
    <>
      <h1 className="text-2xl">Sign in</h1>
      <p className="mt-1 text-muted">
        For staff of the website. You will need your authenticator app too.
      </p>
      {error ? (
        <div className="mt-4">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="next" value={next} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
        />
        <Busy idle="Sign in" busy="Signing in…" />
      </Form>
      <p className="mt-6 text-sm text-muted">
        Forgotten your password or lost your phone? Ask an administrator to reset it; for your
        safety there is no reset by e-mail.
      </p>
    </>
  )
}

function CancelStep({ csrf, next }: { csrf: string; next: string }) {
  return (
    <Form method="post" className="mt-4">
      <CsrfInput token={csrf} />
      <input type="hidden" name="intent" value="restart" />
      <input type="hidden" name="next" value={next} />
      <button type="submit" className="text-sm font-semibold text-primary underline">
        Sign in as someone else
      </button>
    </Form>
  )
}

function CodeStep({
  next,
  csrf,
  email,
  error,
}: {
  next: string
  csrf: string
  email: string
  error: string | null
}) {
  return (
    <>
      <h1 className="text-2xl">Enter your code</h1>
      <p className="mt-1 text-muted">
        Open your authenticator app and enter the 6-digit code it shows for <strong>{email}</strong>
        .
      </p>
      {error ? (
        <div className="mt-4">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4">
        <CsrfInput token={csrf} />
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="next" value={next} />
        {/* The one thing to do on this step, right after the password: the field is ready for the
            code, whether the page was drawn by the server or by the script. */}
        <Field
          label="Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step's only task (issue 36)
          autoFocus
          required
          maxLength={12}
          pattern="[0-9 ]{6,8}"
        />
        <Busy idle="Sign in" busy="Checking…" />
      </Form>
      <details className="mt-6 rounded-lg border border-slate-200 p-4">
        <summary className="cursor-pointer font-semibold">Use a recovery code instead</summary>
        <Form method="post" className="mt-4 space-y-4">
          <CsrfInput token={csrf} />
          <input type="hidden" name="intent" value="recovery" />
          <input type="hidden" name="next" value={next} />
          <Field
            label="Recovery code"
            name="code"
            autoComplete="off"
            required
            maxLength={20}
            spellCheck={false}
            hint="One of the ten codes you saved when you set up your app, like 7K3QF-M2XPA. Each works once."
          />
          <button type="submit" className="btn-outline w-full rounded-lg">
            Sign in with a recovery code
          </button>
        </Form>
      </details>
      <CancelStep csrf={csrf} next={next} />
    </>
  )
}

function EnrolStep({
  data: d,
  error,
}: {
  data: { csrf: string; next: string; email: string; uri: string; setupKey: string; qr: string }
  error: string | null
}) {
  return (
    <>
      <h1 className="text-2xl">Set up two-step sign-in</h1>
      <p className="mt-1 text-muted">
        Staff accounts need a second step: a code from an authenticator app on your phone (Google
        Authenticator, Microsoft Authenticator, Aegis, 1Password or similar).
      </p>
      {error ? (
        <div className="mt-4">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <ol className="mt-6 list-decimal space-y-4 pl-5">
        <li>
          Scan this QR code with the app:
          <img
            src={d.qr}
            alt={`QR code to add ${d.email} to an authenticator app`}
            width={200}
            height={200}
            className="mt-2 block size-48 rounded-lg border border-slate-200 bg-white"
          />
        </li>
        <li>
          Or type this setup key into the app (time-based, 6 digits):
          <p
            className="mt-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg tracking-wide break-all select-all"
            aria-label="Setup key"
          >
            {d.setupKey}
          </p>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-semibold">
              Show the full otpauth:// link
            </summary>
            <p className="mt-1 font-mono text-sm break-all select-all">{d.uri}</p>
          </details>
        </li>
        <li>
          Enter the code the app shows now:
          <Form method="post" className="mt-2 space-y-4">
            <CsrfInput token={d.csrf} />
            <input type="hidden" name="intent" value="enrol" />
            <input type="hidden" name="next" value={d.next} />
            <Field
              label="Code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              maxLength={12}
              pattern="[0-9 ]{6,8}"
            />
            <Busy idle="Turn on two-step sign-in" busy="Checking…" />
          </Form>
        </li>
      </ol>
      <CancelStep csrf={d.csrf} next={d.next} />
    </>
  )
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`Recovery codes for the website console. Each works once.\n\n${codes.join('\n')}\n`)}`
  return (
    <>
      <h1 className="text-2xl">Save your recovery codes</h1>
      <Notice tone="success">Two-step sign-in is on.</Notice>
      <p className="mt-4">
        If you lose your phone, each of these codes signs you in once instead of a code from the
        app. <strong>They are shown only now.</strong> Print them or keep them in a password
        manager; anyone who has them and your password can sign in.
      </p>
      <ol
        aria-label="Recovery codes"
        className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-lg"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <p className="mt-4 flex flex-wrap gap-3">
        <a href={file} download="recovery-codes.txt" className="btn-outline rounded-lg">
          Download as a text file
        </a>
        <Link to={next} className="btn-primary rounded-lg">
          I have saved them: continue
        </Link>
      </p>
    </>
  )
}
