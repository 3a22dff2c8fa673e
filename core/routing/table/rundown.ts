/**
 * The rundown news section (spec §2.7), gated by HAS_RUNDOWN. Category paths come before articles:
 * /rundown/category/… is a category (zero or more segments), anything else under /rundown an article.
 */
import { inVertical, page } from "../route.js"

export const rundownRoutes = inVertical("HAS_RUNDOWN", undefined, [
  page("rundown", "/rundown"),
  page("rundown.category", "/rundown/category/:category*"),
  page("rundown.article", "/rundown/:article+"),
])
