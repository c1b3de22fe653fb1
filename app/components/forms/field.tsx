import type { FormEvent } from 'react'
import type { FieldRule } from '#app/domain/forms/fields.ts'
import { useI18n } from '#app/i18n/i18n.tsx'

type Control = HTMLInputElement | HTMLTextAreaElement

/**
 * The browser's own bubble in the page's language (a Kannada page): the field's rule words why
 * it is invalid, as the server would. Set when the browser finds the field invalid, cleared at
 * the next keystroke so the browser checks it afresh. Only with JavaScript: without it the phone
 * speaks its own language, and an English page keeps the browser's words.
 */
function customValidity(rule: FieldRule, t: (message: string) => string) {
  return {
    onInvalid: (e: FormEvent<Control>) => {
      const el = e.currentTarget
      el.setCustomValidity('')
      const v = el.validity
      const message = v.valueMissing
        ? rule.messages.required
        : v.tooLong
          ? rule.messages.tooLong
          : (rule.messages.invalid ?? rule.messages.required)
      if (!v.valid) el.setCustomValidity(t(message))
    },
    onInput: (e: FormEvent<Control>) => e.currentTarget.setCustomValidity(''),
  }
}

const control =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-inner shadow-black/[0.02] transition-colors placeholder:text-[#6b7280] hover:border-primary/50 focus:border-primary aria-invalid:border-danger aria-invalid:bg-red-50/40'

/**
 * One form field: a visible label, the input with the attributes its rule gives (required,
 * maxLength, pattern, type, inputmode), a help line and the server's message when it failed.
 */
export function Field({
  formId,
  name,
  rule,
  error,
  defaultValue,
}: {
  formId: string
  name: string
  rule: FieldRule
  error?: string
  defaultValue?: string
}) {
  const { t, lang } = useI18n()
  const id = `${formId}-${name}`
  const hintId = rule.hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const props = {
    id,
    name,
    required: true,
    maxLength: rule.maxLength,
    placeholder: rule.placeholder ? t(rule.placeholder) : undefined,
    autoComplete: rule.autoComplete,
    inputMode: rule.inputMode,
    // Phone keyboards would capitalise "Drive.google.com" or "Name@…" and underline them.
    ...(rule.inputMode === 'url' || rule.inputMode === 'email'
      ? { autoCapitalize: 'none', spellCheck: false }
      : {}),
    defaultValue: defaultValue ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    className: control,
    ...(lang === 'en' ? {} : customValidity(rule, t)),
  } as const
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {t(rule.label)}
      </label>
      {rule.type === 'textarea' ? (
        <textarea rows={5} {...props} className={`${control} min-h-32 resize-y`} />
      ) : (
        <input
          type={rule.type}
          pattern={rule.pattern}
          // The browser shows the title when the pattern does not match.
          title={rule.pattern && rule.messages.invalid ? t(rule.messages.invalid) : undefined}
          {...props}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      {rule.hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {t(rule.hint)}
        </p>
      ) : null}
    </div>
  )
}
