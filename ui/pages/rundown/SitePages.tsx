/**
 * /about and /jobs (spec §2.1, features about-page and jobs-page): editorial pages written in
 * Markdown (content/pages/<locale>/), rendered and sanitised on the server like the rundown's
 * articles, shown as they come. The route table hides them when their feature is off.
 */
import { useEffect } from "react"
import type { Locale } from "../../../core/model/primitives.js"
import { selectRundown } from "../../../core/rundown/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { NotFoundPage } from "../errors/NotFoundPage.js"

const selectSiteLocale = (s: { readonly site: { readonly locale: Locale } }): Locale => s.site.locale

function SitePage({ slug }: { readonly slug: "about" | "jobs" }) {
  const send = useSend()
  const locale = useSelector(selectSiteLocale)
  useEffect(() => {
    send({ _tag: "RundownOpened", view: "page", key: slug, locale })
  }, [send, slug, locale])
  const state = useSelector(selectRundown)
  const page = state.view === "page" && state.key === slug ? state.page : null
  if (state.phase === "missing") return <NotFoundPage path={`/${slug}`} />
  if (!page) return <div className="rundown-page"><p className="rundown-empty">{state.phase === "failed" ? <Msg id="rundown.failed" /> : <Msg id="rundown.loading" />}</p></div>
  return (
    <article className="rundown-article site-page" lang={page.locale}>
      <header className="rundown-article__header">
        <PageHeading className="rundown-article__title">{page.title}</PageHeading>
        <p className="rundown-article__standfirst">{page.description}</p>
      </header>
      {/* Sanitised on the server (allow-list); see server/domain/content/sanitise.ts. */}
      <div className="rundown-article__body" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}

export function AboutPage() {
  return <SitePage slug="about" />
}

export function JobsPage() {
  return <SitePage slug="jobs" />
}
