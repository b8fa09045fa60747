import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec names the codes, not their labels: plain English. */
const spec: TextsOf<typeof en> = { ...en }

export default spec
