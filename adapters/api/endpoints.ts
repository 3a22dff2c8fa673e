/**
 * Every call core can ask for, declared once by the area that makes it (core/<area>/endpoints.ts)
 * and gathered by core/app from the list of areas. The runner (run-call.ts) looks a Call up here.
 */
export { ENDPOINTS } from "../../core/app/endpoints.js"
export type { EndpointTable } from "../../core/app/commands.js"
