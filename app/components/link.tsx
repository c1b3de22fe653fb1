import { forwardRef } from 'react'
import { Link as RouterLink, type LinkProps } from 'react-router'

/**
 * A link to a page of this site: React Router's `Link` in the browser; on the server, the same
 * `<a>` it would render, written directly. A page renders dozens of links, and the router's
 * `Link` resolves each through five hooks that give nothing on the server (a click handler, the
 * prefetch state): a sixth of an uncached home render (docs/decisions/0016). The markup is the
 * same, so hydration takes it over unchanged (`link.test.tsx` compares the two).
 *
 * Only plain absolute paths ("/naati", "/opportunity?page=2", "/about-us#team") are written
 * directly; anything React Router resolves (relative paths, "..", objects, prefetching, another
 * site) goes through its `Link` on the server too.
 */
export const Link = typeof document === 'undefined' ? forwardRef(ServerLink) : RouterLink

/**
 * A path React Router's `useHref` returns as it is: absolute, on this site, with no empty, "." or
 * ".." segment and no trailing slash (it would normalise those).
 */
function isPlainPath(to: string): boolean {
  const path = to.split(/[?#]/, 1)[0]!
  if (path === '/') return true
  if (!path.startsWith('/') || path.endsWith('/')) return false
  return path
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

function ServerLink(props: LinkProps, ref: React.ForwardedRef<HTMLAnchorElement>) {
  const {
    to,
    target,
    discover = 'render',
    prefetch = 'none',
    relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    onClick: _onClick,
    mask,
    defaultShouldRevalidate,
    ...rest
  } = props
  if (
    typeof to !== 'string' ||
    !isPlainPath(to) ||
    prefetch !== 'none' ||
    relative !== undefined ||
    mask !== undefined ||
    defaultShouldRevalidate !== undefined
  )
    return <RouterLink ref={ref} {...props} />
  return (
    // The content comes in `rest.children`, as with React Router's Link.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      {...rest}
      href={to}
      target={target}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  )
}
