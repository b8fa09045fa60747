import type { ActorRefFrom } from 'xstate'
import type { bankFormMachine } from '../../../machines/bank-form.machine.ts'

/*
 * What the form's view (bank-form-view.tsx) and its on-demand picker (bank-picker.tsx) share, in a
 * file of its own so that neither imports the other.
 */

export type BankFormActor = ActorRefFrom<typeof bankFormMachine>

/** Element ids from server codes, one to one: a character but a letter or digit becomes `_<hex>_`. */
const safe = (code: string) => code.replace(/[^A-Za-z0-9]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`)
export const fieldId = (code: string) => `bank-field-${safe(code)}`
