/**
 * The Review dialog (spec §2.10; flag USER_REVIEWS): a 1–5 rating and free-text feedback in the
 * text area with its counter. 'Send' answers users/reviews/completed, 'Not now'
 * users/reviews/deferred (core/reviews). Core queues it (low priority) when the review reminder is
 * due or the server pushes a `review` notification, and holds it back on casino game pages and
 * while a bet receipt shows (core/modals/rules.ts).
 */
import { useState, type FormEvent } from "react"
import { REVIEW_FEEDBACK_MAX_CHARS, REVIEW_RATING_MAX, selectReviewPhase } from "../../../core/reviews/index.js"
import { FormMessage } from "../../components/Fields.js"
import { Msg, useT } from "../../components/Msg.js"
import { Spinner } from "../../components/Spinner.js"
import { TextArea } from "../../components/TextArea.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { ModalActions, ModalContent, ModalHeading, ModalText, ModalTitle, useClose, type ModalBodyProps } from "../ModalParts.js"
import "./account-dialogs.css"

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1)

export function ReviewModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const t = useT()
  const phase = useSelector(selectReviewPhase)
  const [rating, setRating] = useState<number | null>(null)
  const [feedback, setFeedback] = useState("")
  const [submitted, setSubmitted] = useState(false)
  const close = useClose(modal.id)

  if (submitted && phase === "sent") {
    return (
      <ModalContent>
        <ModalHeading icon="check" tone="success" title="review.thanks.title" />
        <ModalText><p><Msg id="review.thanks.text" /></p></ModalText>
        <ModalActions>
          <button type="button" className="btn btn--primary" data-autofocus onClick={close}><Msg id="account.dialog.close" /></button>
        </ModalActions>
      </ModalContent>
    )
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    send({ _tag: "ReviewSubmitted", rating, feedback })
  }
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id="review.title" /></ModalTitle>
      <ModalText><p><Msg id="review.text" /></p></ModalText>
      <form className="review" onSubmit={submit} noValidate>
        <fieldset className="review__stars">
          <legend className="field__label"><Msg id="review.rating" /></legend>
          <div className="review__star-row">
            {STARS.map((n) => (
              <label key={n} className={`review__star${rating !== null && n <= rating ? " review__star--on" : ""}`}>
                <input type="radio" name="review-rating" value={n} checked={rating === n} onChange={() => setRating(n)}
                  aria-label={t("review.stars", { count: n })} />
                <span aria-hidden="true">★</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextArea label={<Msg id="review.feedback" />} hint={<Msg id="review.feedbackHint" />} value={feedback} onValueChange={setFeedback}
          maxLength={REVIEW_FEEDBACK_MAX_CHARS} name="feedback" />
        {submitted && phase === "failed" ? <FormMessage tone="error"><Msg id="review.failed" /></FormMessage> : null}
        <ModalActions>
          <button type="submit" className="btn btn--primary" disabled={phase === "sending" || (rating === null && feedback.trim() === "")}>
            {phase === "sending" ? <Spinner size="sm" /> : null}
            <Msg id="review.send" />
          </button>
          <button type="button" className="btn btn--secondary" disabled={phase === "sending"}
            onClick={() => {
              send({ _tag: "ReviewDeferred" })
              close()
            }}>
            <Msg id="review.notNow" />
          </button>
        </ModalActions>
      </form>
    </ModalContent>
  )
}
