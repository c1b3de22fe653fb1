/**
 * The top of a form page (Contact us, Apply Job): a small line, the page's heading and a lead
 * on a band of colour, with room for a button under them.
 */
export function BandHeader({
  tone,
  eyebrow,
  title,
  lead,
  children,
}: {
  tone: 'primary' | 'leaf'
  eyebrow: string
  title: string
  lead: string
  children?: React.ReactNode
}) {
  const band = tone === 'primary' ? 'bg-primary' : 'bg-leaf'
  // The turmeric eyebrow keeps its contrast on the blue; on the green the paler one does.
  const eyebrowColour = tone === 'primary' ? 'text-turmeric' : 'text-turmeric-soft'
  return (
    <section
      className={`${band} bg-[radial-gradient(circle_at_85%_20%,rgba(255,255,255,0.12),transparent_40%)] text-white`}
    >
      <div className="container-page py-10 sm:py-14">
        <p className={`font-semibold tracking-wide uppercase ${eyebrowColour}`}>{eyebrow}</p>
        <h1 className="mt-2 text-3xl text-white sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-white/90">{lead}</p>
        {children}
      </div>
    </section>
  )
}
