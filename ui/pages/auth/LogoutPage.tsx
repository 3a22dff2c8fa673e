import { useEffect, useRef } from "react"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { Spinner } from "../../components/Spinner.js"
import { useSend } from "../../app/runtime.js"
import type { PageProps } from "../../app/pages.js"
import "./auth.css"

/** `/logout?source=` (spec §2.3): logs out once on arrival; core says where to go next. */
export function LogoutPage({ query }: PageProps) {
  const send = useSend()
  const done = useRef(false)
  const source = query.source === "inactivity-modal" || query.source === "reality-check" ? query.source : null

  useEffect(() => {
    if (done.current) return
    done.current = true
    send({ _tag: "LogoutRequested", source })
  }, [send, source])

  return (
    <div className="auth auth--center auth__progress" role="status">
      <Spinner size="lg" />
      <PageHeading className="auth__progress-heading"><Msg id="logout.progress" /></PageHeading>
    </div>
  )
}
