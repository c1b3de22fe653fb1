import { usePopover } from '#app/components/hooks/use-popover.ts'
import { PopoverButton } from '#app/components/ui/popover-button.tsx'
import { telHref, whatsappHref, type SiteSettings } from '#app/domain/settings/site-settings.ts'
import { formatPhone } from '#app/utils/phone.ts'
import { ChatIcon, CloseIcon, PhoneIcon, WhatsAppIcon } from './icons.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'

/**
 * The contact widget (spec §2.4; on every page per DESIGN.md "Routes" 5): a round button,
 * collapsed at first, that shows a WhatsApp chat link and a call link. The links sit in an HTML
 * popover, so the button works before the scripts arrive and without JavaScript.
 *
 * It stays fixed in view like the spec's floating button, but in the header bar's right-hand
 * corner (the header keeps room for it: ContactWidgetSlot) rather than over the page's
 * bottom corner: there, on a 360 px phone or a tablet, it covered the ends of lines (a job's
 * summary, a brand's story) wherever the visitor stopped scrolling. It is not inside <header> so
 * that it stays its own landmark.
 */
export function ContactWidget({ settings }: { settings: SiteSettings }) {
  const { open, panelProps, buttonProps } = usePopover<HTMLDivElement>()
  const { t } = useI18n()

  const round =
    'inline-flex items-center justify-center rounded-full shadow-md transition-transform hover:scale-105'
  return (
    <aside
      aria-label={t('Quick contact')}
      className="right-page-end fixed top-[calc((var(--header-height)-2.75rem)/2)] z-50 print:hidden"
    >
      {/* Drops down below the bar; shifted 6 px so the 56 px links centre under the 44 px button. */}
      <div
        {...panelProps}
        className="right-page-end fixed top-[calc(var(--header-height)+0.75rem)] bottom-auto left-auto m-0 translate-x-1.5 overflow-visible border-0 bg-transparent p-0"
      >
        <ul className="flex flex-col items-center gap-3">
          <li>
            <a
              // The message staff set, in the page's language: the default one has its Kannada
              // in the catalogue; a translated one is already Kannada (kept as it is).
              href={whatsappHref({ ...settings, whatsappMessage: t(settings.whatsappMessage) })}
              target="_blank"
              rel="noopener noreferrer"
              className={`${round} size-14 bg-[#0b7a3e] text-white`}
            >
              <WhatsAppIcon size={28} />
              <span className="sr-only">{t('Chat with us on WhatsApp (opens in a new tab)')}</span>
            </a>
          </li>
          <li>
            <a
              href={telHref(settings.supportPhone)}
              className={`${round} size-14 bg-white text-primary ring-1 ring-line`}
            >
              <PhoneIcon size={26} />
              <span className="sr-only">
                {t('Call us on {phone}', { phone: formatPhone(settings.supportPhone) })}
              </span>
            </a>
          </li>
        </ul>
      </div>
      <PopoverButton {...buttonProps} className={`${round} size-11 bg-primary text-white`}>
        {open ? <CloseIcon size={22} /> : <ChatIcon size={24} />}
        <span className="sr-only">
          {open ? t('Close contact options') : t('Contact us on WhatsApp or phone')}
        </span>
      </PopoverButton>
    </aside>
  )
}

/** The header's last item: room for the widget's button, which is fixed over it. */
export function ContactWidgetSlot() {
  return <span aria-hidden="true" className="size-11 shrink-0" />
}
