/**
 * /rundown, /rundown/category/{category*} and /rundown/{article+} (issue 18, spec §2.7, feature
 * HAS_RUNDOWN). The server sends the article's HTML already sanitised (allow-list,
 * server/domain/content/sanitise.ts), so it is shown as it comes; images are CMS addresses.
 * A missing article or category shows the 404 view. On an article the document title and
 * description follow the article (the server wrote them into the first page's HTML; this keeps
 * them right after in-app navigation).
 */
import { useEffect } from "react"
import { useIntl } from "react-intl"
import type { Locale } from "../../../core/model/primitives.js"
import { pageTitle } from "../../../core/metadata/metadata.js"
import { selectRundown, type ArticleSummary, type RundownCategory } from "../../../core/rundown/index.js"
import { selectBrandName } from "../../../core/site/index.js"
import type { PageProps } from "../../app/pages.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Image } from "../../components/Image.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { PageHeading } from "../../components/PageHeading.js"
import { NotFoundPage } from "../errors/NotFoundPage.js"

const selectSiteLocale = (s: { readonly site: { readonly locale: Locale } }): Locale => s.site.locale

function useRundown(view: "index" | "category" | "article", key: string | null) {
  const send = useSend()
  const locale = useSelector(selectSiteLocale)
  useEffect(() => {
    send({ _tag: "RundownOpened", view, key, locale })
  }, [send, view, key, locale])
  return useSelector(selectRundown)
}

export function RundownPage() {
  return <Listing category={null} />
}

export function RundownCategoryPage({ params }: PageProps) {
  const key = (params.category ?? "").split("/").filter((s) => s !== "").pop() ?? ""
  return <Listing category={key === "" ? null : key} />
}

function Listing({ category }: { readonly category: string | null }) {
  const state = useRundown(category === null ? "index" : "category", category)
  const send = useSend()
  const locale = useSelector(selectSiteLocale)
  const t = useT()
  if (state.phase === "missing") return <NotFoundPage path={typeof window === "undefined" ? "" : window.location.pathname} />
  const index = state.index
  const current = index?.category ?? null
  return (
    <div className="rundown-page">
      <header className="rundown-hero">
        <PageHeading>{current ? current.name : <Msg id="rundown.title" />}</PageHeading>
        <p className="rundown-hero__intro">{current ? current.description : <Msg id="rundown.intro" />}</p>
      </header>
      <nav className="rundown-nav" aria-label={t("rundown.nav")}>
        <NavLink href="/rundown" className={`chip${category === null ? " chip--current" : ""}`} aria-current={category === null ? "page" : undefined}><Msg id="rundown.all" /></NavLink>
        {(index?.categories ?? []).map((c: RundownCategory) => (
          <NavLink key={c.key} href={`/rundown/category/${c.key}`} className={`chip${category === c.key ? " chip--current" : ""}`} aria-current={category === c.key ? "page" : undefined}>{c.name}</NavLink>
        ))}
      </nav>
      {state.phase === "loading" && !index ? <p className="rundown-empty"><Msg id="rundown.loading" /></p> : null}
      {state.phase === "failed" ? (
        <p className="rundown-empty"><Msg id="rundown.failed" /> <button type="button" className="btn btn--secondary" onClick={() => send({ _tag: "RundownOpened", view: category === null ? "index" : "category", key: category, locale })}><Msg id="rundown.retry" /></button></p>
      ) : null}
      {index && state.phase === "ready" ? (
        index.articles.length === 0 ? <p className="rundown-empty"><Msg id="rundown.empty" /></p> : (
          <ul className="rundown-grid">
            {index.articles.map((a, i) => <li key={a.slug}><ArticleCard article={a} lead={i === 0 && category === null} /></li>)}
          </ul>
        )
      ) : null}
    </div>
  )
}

function ArticleCard({ article, lead = false }: { readonly article: ArticleSummary; readonly lead?: boolean }) {
  const intl = useIntl()
  return (
    <NavLink href={`/rundown/${article.slug}`} className={`rundown-card${lead ? " rundown-card--lead" : ""}`}>
      <Image src={article.image_url} alt="" className="rundown-card__image" loading="lazy" width={480} height={252} />
      <span className="rundown-card__body">
        <span className="rundown-card__category">{article.category_name}</span>
        <span className="rundown-card__title">{article.title}</span>
        <span className="rundown-card__description">{article.description}</span>
        <span className="rundown-card__meta">
          <time dateTime={article.published}>{intl.formatDate(`${article.published}T12:00:00Z`, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })}</time>
          {" · "}
          <Msg id="rundown.readingTime" values={{ minutes: article.reading_minutes }} />
        </span>
      </span>
    </NavLink>
  )
}

export function RundownArticlePage({ params }: PageProps) {
  const slug = (params.article ?? "").split("/").filter((s) => s !== "").pop() ?? ""
  const state = useRundown("article", slug)
  const brand = useSelector(selectBrandName)
  const intl = useIntl()
  const article = state.article
  useEffect(() => {
    if (!article) return
    document.title = pageTitle(article.title, brand)
    document.head.querySelector('meta[name="description"]')?.setAttribute("content", article.description)
  }, [article, brand])
  if (state.phase === "missing") return <NotFoundPage path={typeof window === "undefined" ? "" : window.location.pathname} />
  if (!article) {
    return (
      <div className="rundown-page">
        <p className="rundown-empty">{state.phase === "failed" ? <Msg id="rundown.failed" /> : <Msg id="rundown.loading" />}</p>
      </div>
    )
  }
  return (
    <article className="rundown-article" lang={article.locale}>
      <NavLink href="/rundown" className="rundown-article__back">← <Msg id="rundown.back" /></NavLink>
      <header className="rundown-article__header">
        <NavLink href={`/rundown/category/${article.category}`} className="rundown-card__category">{article.category_name}</NavLink>
        <PageHeading className="rundown-article__title">{article.title}</PageHeading>
        <p className="rundown-article__standfirst">{article.description}</p>
        <p className="rundown-article__meta">
          <Msg id="rundown.by" values={{ author: article.author }} />
          {" · "}
          <time dateTime={article.published}>{intl.formatDate(`${article.published}T12:00:00Z`, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}</time>
          {" · "}
          <Msg id="rundown.readingTime" values={{ minutes: article.reading_minutes }} />
        </p>
      </header>
      <Image src={article.image_url.replace("/w_480/", "/w_1200/")} alt={article.image_alt} className="rundown-article__image" width={1200} height={630} />
      <div className="rundown-article__layout">
        {/* Sanitised on the server (allow-list); see server/domain/content/sanitise.ts. */}
        <div className="rundown-article__body" dangerouslySetInnerHTML={{ __html: article.html }} />
        <aside className="rundown-article__aside">
          {article.matches.length > 0 || article.sport_url ? (
            <section className="rundown-box" aria-labelledby="rundown-matches">
              <h2 id="rundown-matches" className="rundown-box__title"><Msg id="rundown.matches" /></h2>
              <ul className="rundown-matches">
                {article.matches.map((m) => (
                  <li key={m.match_id}>
                    <NavLink href={m.url} className="rundown-match">
                      <span className="rundown-match__name">{m.name}</span>
                      <span className="rundown-match__meta">
                        {intl.formatDate(m.start_time, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })}
                        {m.market_name ? <> · <Msg id="rundown.market" values={{ market: m.market_name }} /></> : null}
                      </span>
                    </NavLink>
                  </li>
                ))}
              </ul>
              {article.sport_url ? <NavLink href={article.sport_url} className="btn btn--secondary rundown-box__more"><Msg id="rundown.sportLink" /></NavLink> : null}
            </section>
          ) : null}
          <p className="rundown-safer"><Msg id="rundown.saferNote" /></p>
        </aside>
      </div>
      {article.related.length > 0 ? (
        <section className="rundown-related" aria-labelledby="rundown-related">
          <h2 id="rundown-related" className="rundown-related__title"><Msg id="rundown.related" /></h2>
          <ul className="rundown-grid rundown-grid--related">
            {article.related.map((a) => <li key={a.slug}><ArticleCard article={a} /></li>)}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
