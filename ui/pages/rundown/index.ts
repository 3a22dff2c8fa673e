/** The rundown chunk (issue 18): the front page, a category and an article; the about and jobs pages. */
import "./rundown.css"
export { RundownArticlePage, RundownCategoryPage, RundownPage } from "./RundownPages.js"
export { AboutPage, JobsPage } from "./SitePages.js"
