import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useEscapeToClose } from '#app/lib/use-escape-to-close'
import { Link, useLocation } from 'react-router'
import type { ImageData } from '#app/lib/image'
import { navLinks, sectionOf } from '#app/lib/nav'
import { CloseIcon, MenuIcon } from './icons'

/**
 * The fixed navigation bar (spec §2.2). Under the md breakpoint the links fold into a menu that
 * closes when a link or the Contact us button is chosen, on Escape, and on any route change.
 */
export function SiteHeader({
  logo,
  companyName,
  copyrightShort,
}: {
  logo: ImageData
  companyName: string
  copyrightShort: string
}) {
  const location = useLocation()
  const current = sectionOf(location.pathname)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => setOpen(false), [location.pathname])

  const close = useCallback(() => setOpen(false), [])
  useEscapeToClose(open, close, buttonRef)
  const linkClass = (active: boolean) =>
    `rounded-md px-3 py-2 no-underline transition-colors hover:bg-primary-soft ${active ? 'font-bold text-primary' : 'font-medium text-ink'}`

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-line bg-white/95 shadow-sm backdrop-blur">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="flex shrink-0 items-center" aria-label={`${companyName} home`}>
          <img
            src={logo.src}
            alt=""
            width={logo.width}
            height={logo.height}
            className="h-10 w-auto"
          />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {navLinks.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className={linkClass(current === l.section)}
                  aria-current={current === l.section ? 'page' : undefined}
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/contact-us" className="btn-primary hidden md:inline-flex">
          Contact us
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-primary-soft md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <div
        id={menuId}
        hidden={!open}
        className="absolute inset-x-0 top-(--header-height) max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-line bg-white shadow-lg md:hidden"
      >
        <nav aria-label="Main menu" className="container-page py-3">
          <ul className="flex flex-col">
            {navLinks.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  onClick={close}
                  className={`block ${linkClass(current === l.section)} py-3 text-lg`}
                  aria-current={current === l.section ? 'page' : undefined}
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/contact-us" onClick={close} className="btn-primary mt-3 w-full">
            Contact us
          </Link>
          <p className="mt-4 text-center text-sm text-muted">{copyrightShort}</p>
        </nav>
      </div>
    </header>
  )
}
