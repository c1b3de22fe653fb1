import { useId, useState, type MouseEvent } from 'react'

/**
 * The focal point of a picture: click (or tap) the picture to put it there, or type it in the
 * two number fields (per cent from the left and from the top), which is also how it works with
 * a keyboard or without JavaScript. Every crop of the picture keeps this point in view.
 */
export function FocalPointField({
  src,
  width,
  height,
  x,
  y,
  label,
}: {
  src: string
  width: number
  height: number
  x: number
  y: number
  label: string
}) {
  const id = useId()
  const [point, setPoint] = useState({ x, y })
  const pick = (e: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" has no position: the number fields are the keyboard's way.
    if (e.detail === 0) return
    const r = e.currentTarget.getBoundingClientRect()
    const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)))
    setPoint({
      x: clamp(((e.clientX - r.left) / r.width) * 100),
      y: clamp(((e.clientY - r.top) / r.height) * 100),
    })
  }
  const num = (v: string) => {
    const n = Number(v)
    return Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 50
  }
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-ink">Focal point</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Click the part of the picture that must stay in view when a page crops it, or give it in per
        cent below.
      </p>
      <button
        type="button"
        onClick={pick}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block w-full max-w-xl cursor-crosshair overflow-hidden rounded-lg border border-slate-200 bg-[repeating-conic-gradient(#eef2f7_0%_25%,#fff_0%_50%)] bg-[length:20px_20px]"
      >
        <img src={src} alt="" width={width} height={height} className="block h-auto w-full" />
        <span
          className="focal-marker pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white shadow-[0_0_0_2px_#0b3d91]"
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
        />
      </button>
      <p className="sr-only">{label}</p>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={`${id}-x`} className="block text-sm font-semibold">
            From the left (%)
          </label>
          <input
            id={`${id}-x`}
            type="number"
            name="focalX"
            min={0}
            max={100}
            step={1}
            required
            value={point.x}
            onChange={(e) => setPoint((p) => ({ ...p, x: num(e.target.value) }))}
            aria-describedby={`${id}-hint`}
            className="mt-1 block w-28 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
          />
        </div>
        <div>
          <label htmlFor={`${id}-y`} className="block text-sm font-semibold">
            From the top (%)
          </label>
          <input
            id={`${id}-y`}
            type="number"
            name="focalY"
            min={0}
            max={100}
            step={1}
            required
            value={point.y}
            onChange={(e) => setPoint((p) => ({ ...p, y: num(e.target.value) }))}
            aria-describedby={`${id}-hint`}
            className="mt-1 block w-28 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
          />
        </div>
      </div>
    </fieldset>
  )
}
