/**
 * Sends an identity document (spec §2.5 /account/verification/upload). The one call that is not a
 * core `Call`: its body is a file, which never enters core's state or log. The view reports the
 * start (DocumentUploadStarted) and hands the outcome event this returns to the store:
 * DocumentUploaded with the server's summary, or DocumentUploadRefused with its error payload
 * (status 0 for a network failure). Never throws.
 */
import { Schema } from "effect"
import { UploadedDocument } from "../../core/account/wire.js"
import { ErrorPayload } from "../../core/model/error.js"

export type UploadOutcome =
  | { readonly _tag: "DocumentUploaded"; readonly document: (typeof UploadedDocument.Type)["document"] }
  | { readonly _tag: "DocumentUploadRefused"; readonly status: number; readonly error: typeof ErrorPayload.Type | null }

const decodeUploaded = Schema.decodeUnknownOption(UploadedDocument)
const decodeError = Schema.decodeUnknownOption(ErrorPayload)

export interface UploadRequest {
  readonly apiUrl: string
  readonly token: string
  readonly locale: string
  readonly kind: string
  readonly file: Blob
  readonly fileName: string
}

export const uploadDocument = async (request: UploadRequest): Promise<UploadOutcome> => {
  const form = new FormData()
  form.set("kind", request.kind)
  form.set("file", request.file, request.fileName)
  let response: Response
  try {
    response = await fetch(`${request.apiUrl.replace(/\/+$/, "")}/v0/users/documents`, {
      method: "POST",
      credentials: "include",
      headers: { Authorization: `Bearer ${request.token}`, "Accept-Language": request.locale },
      body: form,
    })
  } catch {
    return { _tag: "DocumentUploadRefused", status: 0, error: null }
  }
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    body = null
  }
  if (response.ok) {
    const decoded = decodeUploaded(body)
    if (decoded._tag === "Some") return { _tag: "DocumentUploaded", document: decoded.value.document }
    return { _tag: "DocumentUploadRefused", status: response.status, error: null }
  }
  const error = decodeError(body)
  return { _tag: "DocumentUploadRefused", status: response.status, error: error._tag === "Some" ? error.value : null }
}
