import { useEffect, useId, useRef } from 'react'
import { Form, Link } from 'react-router'
import { CsrfInput, SubmitButton } from './ui.tsx'

/**
 * The editor's Delete, in two steps that work without JavaScript: "Move to trash…" asks first
 * (a GET to ?confirm=trash, loaded as a whole page so it is the same before and after hydration;
 * a stray click or Enter never deletes anything), then the question
 * names the item and what happens, with the way back beside the button that does it. The
 * question takes the focus when it appears, so a keyboard or screen-reader user lands on it.
 */
export function ConfirmTrash({
  csrf,
  singular,
  title,
  days,
  asking,
}: {
  csrf: string
  singular: string
  title: string
  days: number
  asking: boolean
}) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (asking) heading.current?.focus()
  }, [asking])
  const box = 'rounded-xl border bg-white p-4 shadow-xs sm:p-6'
  if (!asking)
    return (
      <section aria-labelledby={headingId} className={`${box} border-slate-200`}>
        <h2 id={headingId} className="mb-4 text-lg">
          Delete
        </h2>
        <p className="mb-3 text-sm text-muted">
          Moves it to the trash: it leaves the site at once, and can be restored with its history
          for {days} days. To take it off the site for now, unpublish it.
        </p>
        <Form method="get" reloadDocument>
          <button
            type="submit"
            name="confirm"
            value="trash"
            className="btn rounded-lg border-2 border-danger bg-white text-danger hover:bg-red-50"
          >
            Move this {singular} to the trash…
          </button>
        </Form>
      </section>
    )
  return (
    <section aria-labelledby={headingId} className={`${box} border-danger`}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mb-3 text-lg">
        Move “{title}” to the trash?
      </h2>
      <p className="mb-4 text-sm">
        It leaves the site now. Editors can restore it, with its history, from Trash for {days}{' '}
        days; after that it is deleted for good.
      </p>
      <Form method="post" className="flex flex-wrap gap-3">
        <CsrfInput token={csrf} />
        <SubmitButton variant="danger" name="intent" value="trash" busy="Moving…">
          Yes, move it to the trash
        </SubmitButton>
        <Link to="?" preventScrollReset className="btn-outline rounded-lg">
          Cancel
        </Link>
      </Form>
    </section>
  )
}
