import { useEffect, useRef, type ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { usePopover } from '#app/components/hooks/use-popover.ts'
import { PopoverButton } from '#app/components/ui/popover-button.tsx'
import { CloseIcon, MenuIcon } from '#app/components/icons.tsx'
import type { Role } from '#app/domain/accounts/roles.ts'
import { consolePaths } from '#app/routing/console.ts'
import { paths } from '#app/routing/paths.ts'
import { CsrfInput } from './ui.tsx'

export type ConsoleNavItem = { to: string; label: string; badge?: number }
export type ConsoleUser = { name: string; email: string; role: Role; roleLabel: string }

function isCurrent(pathname: string, to: string): boolean {
  return to === consolePaths.dashboard
    ? pathname === to
    : pathname === to || pathname.startsWith(`${to}/`)
}

function NavList({ nav, onChoose }: { nav: ConsoleNavItem[]; onChoose?: () => void }) {
  const { pathname } = useLocation()
  return (
    <ul className="space-y-1">
      {nav.map((item) => {
        const current = isCurrent(pathname, item.to)
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onChoose}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-11 items-center justify-between rounded-lg px-3 py-2 no-underline ${current ? 'contrast-chosen bg-primary text-white' : 'text-ink hover:bg-slate-100'}`}
            >
              <span className="font-semibold">{item.label}</span>
              {item.badge ? (
                <span
                  className={`rounded-full px-2 text-sm font-bold ${current ? 'bg-white text-primary' : 'bg-turmeric-soft text-[#7a5200]'}`}
                >
                  {item.badge}
                  <span className="sr-only"> new</span>
                </span>
              ) : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The bar's search box (issue 37): a plain GET form to /admin/search, so it works before the
 * scripts load. `/` anywhere outside a field puts the cursor in it, as on GitHub or Gmail. Below
 * 1024 px the bar has no room: the menu (the section list's place there) opens with its own box.
 */
function ConsoleSearch() {
  const location = useLocation()
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return
      const t = e.target as HTMLElement | null
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return
      const input = box.current
      // Hidden on a phone (display: none): the key then does nothing.
      if (!input || input.offsetParent === null) return
      e.preventDefault()
      input.focus()
      input.select()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const here = location.pathname === consolePaths.search
  return (
    <Form
      method="get"
      action={consolePaths.search}
      role="search"
      aria-label="Console"
      className="hidden min-w-0 flex-1 lg:block lg:max-w-sm"
    >
      <label htmlFor="console-search" className="sr-only">
        Search the console
      </label>
      <input
        ref={box}
        id="console-search"
        type="search"
        name="q"
        maxLength={100}
        placeholder="Search (press /)"
        aria-keyshortcuts="/"
        // On the search page its own box holds the words; this one stays empty.
        key={here ? 'search' : 'other'}
        className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-1.5 text-sm"
      />
    </Form>
  )
}

/**
 * The console around every signed-in page: a top bar (who is signed in, sign out, the public
 * site), the sections this person's role may open, and the page. On a phone the sections fold
 * into a menu (an HTML popover, like the public site's, so it works before the scripts load).
 */
export function ConsoleShell({
  companyName,
  user,
  nav,
  csrf,
  children,
}: {
  companyName: string
  user: ConsoleUser
  nav: ConsoleNavItem[]
  csrf: string
  children: ReactNode
}) {
  const location = useLocation()
  const { open, setOpen, close, panelProps, buttonProps } = usePopover<HTMLDivElement>()
  const shownPath = useRef(location.pathname)
  useEffect(() => {
    if (shownPath.current === location.pathname) return
    shownPath.current = location.pathname
    setOpen(false)
  }, [location.pathname, setOpen])

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-3 px-4">
          <PopoverButton
            {...buttonProps}
            className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
          >
            {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
            <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
          </PopoverButton>
          <Link
            to={consolePaths.dashboard}
            className="min-w-0 truncate font-bold text-ink no-underline"
          >
            {companyName} <span className="font-normal text-muted">Console</span>
          </Link>
          <ConsoleSearch />
          <div className="ml-auto flex items-center gap-2">
            <a
              href={paths.home}
              className="hidden rounded-lg px-3 py-2 text-sm font-semibold sm:inline-block"
            >
              View site
            </a>
            <Link
              to={consolePaths.account}
              className="hidden max-w-56 truncate rounded-lg px-3 py-2 text-sm text-ink no-underline hover:bg-slate-100 md:inline-block"
            >
              {user.name || user.email}
              <span className="ml-2 text-muted">{user.roleLabel}</span>
            </Link>
            <Form method="post" action={consolePaths.logout}>
              <CsrfInput token={csrf} />
              <button type="submit" className="btn-outline min-h-10 rounded-lg px-3 py-1.5 text-sm">
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="lg:flex">
        <nav
          aria-label="Console"
          className="hidden w-60 shrink-0 border-r border-slate-200 bg-white p-3 lg:block lg:min-h-[calc(100vh-3.5rem)]"
        >
          <NavList nav={nav} />
        </nav>
        <div
          {...panelProps}
          className="inset-x-0 top-14 m-0 h-auto w-full border-b border-slate-200 bg-white p-3 shadow-lg lg:hidden"
        >
          <Form
            method="get"
            action={consolePaths.search}
            role="search"
            aria-label="Console, in the menu"
            className="mb-3 flex gap-2 lg:hidden"
            onSubmit={close}
          >
            <label htmlFor="console-search-menu" className="sr-only">
              Search the console
            </label>
            <input
              id="console-search-menu"
              type="search"
              name="q"
              maxLength={100}
              placeholder="Search the console"
              className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
            />
            <button type="submit" className="btn-primary rounded-lg px-4">
              Search
            </button>
          </Form>
          <nav aria-label="Console">
            <NavList nav={nav} onChoose={close} />
            <p className="mt-3 border-t border-slate-200 pt-3 text-sm text-muted">
              Signed in as {user.email} ({user.roleLabel}).{' '}
              <a href={paths.home} className="font-semibold underline">
                View site
              </a>
            </p>
          </nav>
        </div>
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
        >
          <div className="mx-auto max-w-5xl">{children}</div>
        </main>
      </div>
    </div>
  )
}

/** The sign-in, enrolment and invitation pages: no navigation, one calm card. */
export function ConsoleDoor({
  companyName,
  children,
}: {
  companyName: string
  children: ReactNode
}) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:py-16">
      <header className="mb-6 text-lg font-bold text-ink">
        {companyName} <span className="font-normal text-muted">Console</span>
      </header>
      <main
        id="main"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {children}
      </main>
      <footer className="mt-6 text-sm text-muted">
        <a href={paths.home}>Back to the website</a>
      </footer>
    </div>
  )
}
