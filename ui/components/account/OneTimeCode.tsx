/**
 * One-time code digit boxes (spec §5): one box per digit, typing moves on, Backspace moves back,
 * and pasting a whole code fills every box. Calls onComplete once all boxes hold a digit.
 */
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react"

export function OneTimeCode({ length, disabled, label, onComplete }: {
  readonly length: number
  readonly disabled: boolean
  readonly label: string
  readonly onComplete: (code: string) => void
}) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ""))
  const boxes = useRef<Array<HTMLInputElement | null>>([])

  const update = (next: string[], focus: number) => {
    setDigits(next)
    boxes.current[Math.min(focus, length - 1)]?.focus()
    if (next.every((d) => d !== "")) onComplete(next.join(""))
  }

  const typed = (index: number, value: string) => {
    const clean = value.replace(/\D/g, "")
    if (clean.length > 1) return fill(clean, index)
    const next = [...digits]
    next[index] = clean
    update(next, clean ? index + 1 : index)
  }

  const fill = (text: string, from = 0) => {
    const clean = text.replace(/\D/g, "").slice(0, length - from)
    if (!clean) return
    const next = [...digits]
    for (let i = 0; i < clean.length; i++) next[from + i] = clean[i]!
    update(next, from + clean.length)
  }

  const pasted = (e: ClipboardEvent<HTMLInputElement>, index: number) => {
    e.preventDefault()
    fill(e.clipboardData.getData("text"), index === 0 || digits.every((d) => d === "") ? 0 : index)
  }

  const key = (e: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (e.key === "Backspace" && digits[index] === "" && index > 0) {
      const next = [...digits]
      next[index - 1] = ""
      setDigits(next)
      boxes.current[index - 1]?.focus()
    }
  }

  return (
    <div className="otc" role="group" aria-label={label}>
      {digits.map((d, i) => (
        <input key={i} ref={(el) => { boxes.current[i] = el }} className="otc__box" value={d} disabled={disabled}
          inputMode="numeric" autoComplete={i === 0 ? "one-time-code" : "off"} maxLength={length} pattern="[0-9]*"
          aria-label={`${label} ${i + 1}/${length}`} data-testid={`otc-${i}`}
          onChange={(e) => typed(i, e.target.value)} onPaste={(e) => pasted(e, i)} onKeyDown={(e) => key(e, i)} />
      ))}
    </div>
  )
}
