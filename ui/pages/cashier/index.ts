/** The cashier's pages (issue 13): one lazily loaded chunk (DESIGN.md §4). */
export * from "./PaymentResultPage.js"
export { PaymentMethodsPage, TransactionsPage } from "./TransactionsPage.js"
