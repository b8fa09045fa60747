import * as v from 'valibot'
import destr from '../lib/json-text.ts'
import { optText, text } from './schema-base.ts'

/** The list a JSON text holds, else [] (a hint such as "Enter your account number"). */
function listInText(text: string): unknown[] {
  const parsed = destr(text)
  return Array.isArray(parsed) ? parsed : []
}

// The payment account form (card-init, spec §3 "Bank form item")

/**
 * An enum entry: name shown (the type when blank), type sent (an entry without one is left out by
 * the screen); an entry may name the channel it pays through.
 */
export const bankOption = v.looseObject({ name: optText, type: optText, channelNumber: optText })
export const bankFormItem = v.looseObject({
  code: v.pipe(text, v.trim(), v.minLength(1)),
  cate: text,
  title: optText,
  subtitle: optText,
  value: optText,
  // Entries as a list, or as the JSON text of one (as some back ends send them); any other text is
  // a hint on a text item and is not read.
  note: v.nullish(
    v.union([v.array(bankOption), v.pipe(v.string(), v.transform(listInText), v.array(bankOption))]),
    [],
  ),
  cardTypeMi: v.nullish(text, '0'),
  channelNumber: optText,
  inputType: optText,
})
export const cardInit = v.looseObject({ items: v.array(bankFormItem), cardType: optText })
