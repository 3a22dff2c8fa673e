import { selectSiteConfig } from "../../core/app/selectors.js"
import { useHasRuntime, useSelector } from "../app/runtime.js"
import "./components.css"

function KnownBrandName({ name, className }: { readonly name: string; readonly className: string }) {
  const known = useSelector(selectSiteConfig) !== null
  return <span className={known ? className : `${className} brand-key`}>{name}</span>
}

/** The brand name as text; capitalised by style while it is only the brand's key. */
export function BrandName({ name, className = "" }: { readonly name: string; readonly className?: string }) {
  return useHasRuntime() ? <KnownBrandName name={name} className={className} /> : <span className={className}>{name}</span>
}

/**
 * The brand's word mark: a glyph and the brand name from the site config. Before the config has
 * arrived core only knows the brand's key ("sportsbook"), shown capitalised.
 */
export function BrandMark({ name, size = "md" }: { readonly name: string; readonly size?: "md" | "lg" }) {
  return (
    <span className={`brand-mark brand-mark--${size}`}>
      <svg className="brand-mark__glyph" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M9 18.5 14 23l9-13" fill="none" stroke="var(--c-brand-ink)" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <BrandName name={name} className="brand-mark__name" />
    </span>
  )
}
