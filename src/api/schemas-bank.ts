import * as v from 'valibot'
import { optText, text } from './schema-base.ts'

// The payment account form (card-init, spec §3 "Bank form item")

/** An enum entry: name shown (the type when blank), type sent; an entry may name the channel it pays through. */
export const bankOption = v.looseObject({ name: optText, type: text, channelNumber: optText })
export const bankFormItem = v.looseObject({
  code: v.pipe(text, v.trim(), v.minLength(1)),
  cate: text,
  title: optText,
  subtitle: optText,
  value: optText,
  // A text item may carry a hint as its note; only an enum's entries are read.
  note: v.nullish(
    v.union([
      v.array(bankOption),
      v.pipe(
        v.string(),
        v.transform((): v.InferOutput<typeof bankOption>[] => []),
      ),
    ]),
    [],
  ),
  cardTypeMi: v.nullish(text, '0'),
  channelNumber: optText,
  inputType: optText,
})
export const cardInit = v.looseObject({ items: v.array(bankFormItem), cardType: optText })
