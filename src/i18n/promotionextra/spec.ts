import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec quotes none of these texts: plain English (./en.ts). */
const spec: TextsOf<typeof en> = { ...en }

export default spec
