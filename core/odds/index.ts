/**
 * The odds maths shared by the client and the server (DESIGN.md §6 `odds/`): price directions,
 * exact fractions, combined prices, the lines of each bet type and the returns of a line. Pure
 * functions of numbers; the rules that decide what may be bet stay with their owners (core/betslip
 * on the client, server/domain/betting on the server).
 */
export { priceChangeDirection } from "./direction.js"
export * from "./ratio.js"
export * from "./bet-types.js"
export * from "./returns.js"
export * from "./ladder.js"
