/** The contract scene of the loan agreements (spec §9), for both loan confirmations. */
export const CONTRACT_SCENE = 3
