/**
 * The 404 page (spec §2.8, route error.fourohfour). It tells prerenderers the status (meta
 * prerender-status-code) while shown and logs `Page Not Found: {path}` once per path (spec §8).
 */
import { useEffect } from "react"
import { useLocation } from "wouter"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import "./errors.css"

const reported = new Set<string>()

export function NotFoundPage({ path }: { readonly path: string }) {
  const [, navigate] = useLocation()
  useEffect(() => {
    if (reported.has(path)) return
    reported.add(path)
    console.warn(`Page Not Found: ${path}`)
  }, [path])

  useEffect(() => {
    const meta = document.createElement("meta")
    meta.name = "prerender-status-code"
    meta.content = "404"
    document.head.append(meta)
    return () => meta.remove()
  }, [])

  return (
    <div className="error-page">
      <div className="error-page__panel card">
        <p className="error-page__code" aria-hidden="true">404</p>
        <PageHeading className="error-page__heading"><Msg id="notFound.heading" /></PageHeading>
        <p className="error-page__text"><Msg id="notFound.text" /></p>
        <div className="error-page__actions">
          <button type="button" className="btn btn--primary" onClick={() => navigate("/")}><Msg id="notFound.home" /></button>
        </div>
      </div>
    </div>
  )
}
