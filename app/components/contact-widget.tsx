import { usePopover } from '#app/components/hooks/use-popover.ts'
import { telHref, whatsappHref, type SiteSettings } from '#app/domain/settings/site-settings.ts'
import { formatPhone } from '#app/utils/phone.ts'
import { ChatIcon, CloseIcon, PhoneIcon, WhatsAppIcon } from './icons'

/**
 * The floating contact widget (spec §2.4; on every page per DESIGN.md "Routes" 5): a round
 * button, collapsed at first, that shows a WhatsApp chat link and a call link. The links sit in
 * an HTML popover, so the button works before the scripts arrive and without JavaScript.
 */
export function ContactWidget({ settings }: { settings: SiteSettings }) {
  const { open, panelProps, buttonProps } = usePopover<HTMLDivElement>()

  const round =
    'inline-flex size-14 items-center justify-center rounded-full shadow-lg transition-transform hover:scale-105'
  return (
    <aside
      aria-label="Quick contact"
      className="fixed right-4 bottom-4 z-30 flex flex-col items-center gap-3 print:hidden"
    >
      <div
        {...panelProps}
        className="fixed top-auto right-4 bottom-[5.25rem] left-auto m-0 overflow-visible border-0 bg-transparent p-0"
      >
        <ul className="flex flex-col items-center gap-3">
          <li>
            <a
              href={whatsappHref(settings)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${round} bg-[#0b7a3e] text-white`}
            >
              <WhatsAppIcon size={28} />
              <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a
              href={telHref(settings.supportPhone)}
              className={`${round} bg-white text-primary ring-1 ring-line`}
            >
              <PhoneIcon size={26} />
              <span className="sr-only">Call us on {formatPhone(settings.supportPhone)}</span>
            </a>
          </li>
        </ul>
      </div>
      <button {...buttonProps} className={`${round} bg-primary text-white`}>
        {open ? <CloseIcon size={26} /> : <ChatIcon size={28} />}
        <span className="sr-only">
          {open ? 'Close contact options' : 'Contact us on WhatsApp or phone'}
        </span>
      </button>
    </aside>
  )
}
