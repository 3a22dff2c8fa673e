/**
 * An image that falls back (spec §4 "Images": if loading fails and a fallback exists, the fallback
 * is used; core/cms decides which source is next). With nothing left to try it hides itself
 * instead of showing a broken-image icon. CMS addresses are built with `cmsImageUrl` (core/cms).
 */
import { useEffect, useState, type ImgHTMLAttributes } from "react"
import { imageSourceAfterError } from "../../core/cms/image-url.js"

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> {
  readonly src: string
  readonly fallback?: string | null
  /** Required: decorative images pass "". */
  readonly alt: string
}

export function Image({ src, fallback, alt, loading, decoding, ...rest }: ImageProps) {
  const [shown, setShown] = useState<string | null>(src)
  // A new source starts over (a list item reused for another game, say).
  useEffect(() => setShown(src), [src])
  if (shown === null) return null
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      loading={loading ?? "lazy"}
      decoding={decoding ?? "async"}
      onError={() => setShown(imageSourceAfterError(shown, fallback))}
    />
  )
}
