import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec quotes none of the form's own texts (its title is common's; Confirm, Cancel and Next are today's): English (./en.ts). */
const spec: TextsOf<typeof en> = { ...en }

export default spec
