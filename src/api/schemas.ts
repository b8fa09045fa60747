/**
 * Response schemas, one per call (spec §3); the envelope and the primitives are in schema-base.ts so
 * the entry chunk carries only those. The rest are split by the routes that call them, so a route
 * loads the schemas of its own calls and of the calls it shares with related routes (the two loan
 * confirmations share schemas-loan.ts), not those of unrelated routes.
 */
export {
  amount,
  envelope,
  ignored,
  flag,
  optText,
  text,
  textValue,
  titleValue,
  type Envelope,
} from './schema-base.ts'
export * from './schemas-complaint.ts'
export * from './schemas-repayment.ts'
export * from './schemas-instalment.ts'
export * from './schemas-loan.ts'
export * from './schemas-loan-v3.ts'
export * from './schemas-legacy.ts'
export * from './schemas-order.ts'
export * from './schemas-promotion.ts'
export * from './schemas-bank.ts'
