/**
 * A page section: a region named by its visible heading, on the page's width, with the site's
 * vertical rhythm. With `aside`, a narrower second column sits beside the heading and text from
 * the lg breakpoint (under it on smaller screens).
 */
export function Section({
  id,
  title,
  children,
  className = '',
  titleClassName = '',
  titleLang,
  aside,
  asideClassName = '',
}: {
  /** The heading's id, which names the region. */
  id: string
  title: React.ReactNode
  children: React.ReactNode
  /** Background and colour of the full-width band. */
  className?: string
  titleClassName?: string
  /** The heading's `lang` when it differs from the page's (content still in English). */
  titleLang?: string
  aside?: React.ReactNode
  /** How the second column sits in the row (e.g. self-center). */
  asideClassName?: string
}) {
  const heading = (
    <h2 id={id} lang={titleLang} className={`section-title ${titleClassName}`}>
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className={`section ${className}`}>
      {aside ? (
        <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <div>
            {heading}
            {children}
          </div>
          <div className={asideClassName}>{aside}</div>
        </div>
      ) : (
        <div className="container-page">
          {heading}
          {children}
        </div>
      )}
    </section>
  )
}

/**
 * A region inside a page (a card, a column) named by its own heading: the id ties them together.
 */
export function Region({
  as: Tag = 'section',
  anchor,
  id,
  title,
  titleClassName = 'text-xl',
  className,
  children,
}: {
  as?: 'section' | 'aside'
  /** The region's own id, for a link to it (#message-form). */
  anchor?: string
  /** The heading's id, which names the region. */
  id: string
  title: React.ReactNode
  titleClassName?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <Tag id={anchor} aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  )
}
