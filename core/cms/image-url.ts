/**
 * CMS image addresses (spec §7 "Third-party": a CMS image host; the image address gets a width
 * prefix when a size is given; a brand placeholder in the path is replaced by the brand folder).
 *
 * The width prefix is a leading path segment `w_{width}` (`/w_320/banners/x.png`), the way
 * resizing image CDNs name a transformation; the placeholder is `{brand}`. See
 * docs/decisions on the CMS image address.
 */

export const BRAND_PLACEHOLDER = "{brand}"

export interface CmsImageOptions {
  /** The image host ("https://cms.example.com"); its trailing slashes are ignored. */
  readonly host: string
  /** The brand's folder on the host. */
  readonly brandFolder: string
  /** Requested width in CSS pixels; none, zero or not a number means the original size. */
  readonly width?: number | null
}

/** The address of a CMS image. Absolute addresses (another host, data: URLs) pass through untouched. */
export const cmsImageUrl = (path: string, { host, brandFolder, width }: CmsImageOptions): string => {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path
  const cleanPath = path.split(BRAND_PLACEHOLDER).join(brandFolder).replace(/^\/+/, "")
  const size = width !== undefined && width !== null && Number.isFinite(width) && width > 0 ? `w_${Math.round(width)}/` : ""
  return `${host.replace(/\/+$/, "")}/${size}${cleanPath}`
}

/**
 * spec §4 "Images": if loading fails and a fallback exists, the fallback is used. The source to
 * show after `failed` failed to load, or null when there is nothing else to try (no fallback, or
 * the fallback itself failed: no endless error loop).
 */
export const imageSourceAfterError = (failed: string, fallback: string | null | undefined): string | null =>
  fallback && fallback !== failed ? fallback : null
