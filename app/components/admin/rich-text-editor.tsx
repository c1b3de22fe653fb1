import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

/**
 * The console's rich text editor (Tiptap on ProseMirror), loaded only on console pages that edit
 * rich text, after the page is up (rich-text-field.tsx). It offers exactly what the site's
 * sanitizer keeps (utils/html.server.ts): paragraphs, headings 2–4, bold, italic, underline,
 * lists, quotes and links. The HTML travels in a hidden field of the same name, and the server
 * sanitizes it again whatever is sent.
 */
export default function RichTextEditor({
  id,
  name,
  initialHtml,
  autofocus,
  labelId,
  describedBy,
  invalid,
}: {
  id: string
  name: string
  initialHtml: string
  /** The text area it replaces had the focus: typing goes on in the editor, at the end. */
  autofocus: boolean
  labelId: string
  describedBy?: string
  invalid: boolean
}) {
  const [html, setHtml] = useState(initialHtml)
  const editor = useEditor({
    immediatelyRender: false,
    autofocus: autofocus ? 'end' : false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          HTMLAttributes: { rel: 'noopener', target: null },
        },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'prose-editor min-h-40 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? '' : e.getHTML()),
  })
  return (
    <div
      // Until Tiptap has made its editor (a render after this one), the box is empty: it still
      // counts as a field not yet ready, as the text area before it did (browser tests wait).
      data-rich-text={editor ? undefined : ''}
      className={`mt-1.5 rounded-lg border bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-primary ${invalid ? 'border-danger' : 'border-slate-300'}`}
    >
      {editor ? <Toolbar editor={editor} controls={id} /> : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  )
}

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  })
  const [linking, setLinking] = useState<string | null>(null)
  const chain = () => editor.chain().focus()
  const applyLink = () => {
    const href = (linking ?? '').trim()
    if (!href) chain().extendMarkRange('link').unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href }).run()
    setLinking(null)
  }
  const tools: Array<{ label: string; pressed: boolean; run: () => void; face: ReactNode }> = [
    { label: 'Bold', pressed: state.bold, run: () => chain().toggleBold().run(), face: <b>B</b> },
    {
      label: 'Italic',
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
      face: <i>I</i>,
    },
    {
      label: 'Underline',
      pressed: state.underline,
      run: () => chain().toggleUnderline().run(),
      face: <u>U</u>,
    },
    {
      label: 'Heading',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
      face: 'H2',
    },
    {
      label: 'Subheading',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
      face: 'H3',
    },
    {
      label: 'Bulleted list',
      pressed: state.bullet,
      run: () => chain().toggleBulletList().run(),
      face: '• List',
    },
    {
      label: 'Numbered list',
      pressed: state.ordered,
      run: () => chain().toggleOrderedList().run(),
      face: '1. List',
    },
    {
      label: 'Quote',
      pressed: state.quote,
      run: () => chain().toggleBlockquote().run(),
      face: '“ ”',
    },
    {
      label: 'Link',
      pressed: state.link,
      run: () => setLinking(linking === null ? state.href : null),
      face: 'Link',
    },
  ]
  // The WAI-ARIA toolbar pattern (https://www.w3.org/WAI/ARIA/apg/patterns/toolbar/): the whole
  // toolbar is one Tab stop, the tool last used; arrow keys, Home and End move between tools.
  // Nine stops an editor made a job form (two editors) 18 Tab presses longer.
  const [active, setActive] = useState(0)
  const bar = useRef<HTMLDivElement>(null)
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? active === last
          ? 0
          : active + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? active === 0
            ? last
            : active - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null
    if (next === null) return
    e.preventDefault()
    setActive(next)
    bar.current?.querySelectorAll('button')[next]?.focus()
  }
  return (
    <div className="border-b border-slate-200 bg-slate-50 p-1">
      <div
        ref={bar}
        role="toolbar"
        aria-label="Formatting"
        aria-controls={controls}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1"
      >
        {tools.map((t, i) => (
          <Tool
            key={t.label}
            label={t.label}
            pressed={t.pressed}
            tabIndex={i === active ? 0 : -1}
            onFocus={() => setActive(i)}
            onClick={t.run}
          >
            {t.face}
          </Tool>
        ))}
      </div>
      {linking !== null ? (
        <div className="mt-1 flex flex-wrap items-center gap-2 p-1">
          <label className="text-sm font-semibold" htmlFor={`${controls}-link`}>
            Link address
          </label>
          <input
            id={`${controls}-link`}
            type="url"
            inputMode="url"
            value={linking}
            placeholder="https://… or /contact-us"
            onChange={(e) => setLinking(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                applyLink()
              } else if (e.key === 'Escape') setLinking(null)
            }}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened on purpose by the Link button
            autoFocus
          />
          <button
            type="button"
            onClick={applyLink}
            className="btn-outline min-h-9 rounded-md px-3 py-1 text-sm"
          >
            {linking.trim() ? 'Apply link' : 'Remove link'}
          </button>
        </div>
      ) : null}
    </div>
  )
}

function Tool({
  label,
  pressed,
  tabIndex,
  onFocus,
  onClick,
  children,
}: {
  label: string
  pressed: boolean
  tabIndex: number
  onFocus: () => void
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      tabIndex={tabIndex}
      onFocus={onFocus}
      onClick={onClick}
      className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold ${pressed ? 'contrast-chosen bg-primary text-white' : 'text-ink hover:bg-slate-200'}`}
    >
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </button>
  )
}
