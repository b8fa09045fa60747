// @chunk xstate
/**
 * After a tap that asks the host or the router for something (open a product, call, go to a page),
 * the same request is ignored this long: a double tap asks once. The page usually goes away first.
 */
export const REPEAT_TAP_MS = 1000
