import "./components.css"

/** A decorative spinner; the text beside it says what is happening. */
export function Spinner({ size = "md" }: { readonly size?: "sm" | "md" | "lg" }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />
}
