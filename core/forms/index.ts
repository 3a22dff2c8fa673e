/**
 * Forms (spec §4 "Auth", §5): the account forms' submissions and the username check. See reduce.ts.
 */
import { defineArea, SHELL_EVENTS, tagsOf } from "../kernel/index.js"
import { FORMS_ENDPOINTS } from "./endpoints.js"
import { FORMS_EVENTS } from "./events.js"
import { formState, initialForms, reduceForms, type FormId, type FormState, type FormsState, type UsernameCheck } from "./reduce.js"

export const forms = defineArea({
  key: "forms", initial: initialForms, reduce: reduceForms, events: FORMS_EVENTS, endpoints: FORMS_ENDPOINTS,
  handles: [...tagsOf(FORMS_EVENTS), ...tagsOf(SHELL_EVENTS), "SessionOpened", "UserLoaded", "OddsFormatChosen"],
})

export type FormsRoot = { readonly forms: FormsState }

export const selectForm = (id: FormId) => (s: FormsRoot): FormState => formState(s.forms, id)
export const selectUsernameCheck = (username: string) => (s: FormsRoot): UsernameCheck | null => s.forms.usernames[username] ?? null

export * from "./endpoints.js"
export * from "./events.js"
export { formState, initialForms, USERNAME_DEBOUNCE_MS, USERNAME_TIMER, type FormId, type FormState, type FormsState, type UsernameCheck } from "./reduce.js"
