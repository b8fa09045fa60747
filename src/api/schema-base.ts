import * as v from 'valibot'

/**
 * Response schemas, one per call (spec §3). Servers of this kind send numbers as strings and the
 * reverse, so ids, codes and flags are decoded to strings and amounts to numbers; unknown extra
 * keys are kept (looseObject) so a newer server does not break an older app.
 */
export const text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
)
/** Absent and null read as ''. */
export const optText = v.nullish(text, '')
/**
 * An amount in minor units: a number, or digits as text, never negative, NaN or infinite (a text of
 * 400 digits is a number no loan has). A negative amount is a malformed answer, not a refund to show.
 */
export const amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))]),
  v.transform((value) => Number(value)),
  v.finite(),
  v.minValue(0),
)
/** 1/0 flags; absent and null read as '0'. */
export const flag = v.nullish(text, '0')
/** Absent and null read as []. */
export const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), [])

export const envelope = v.looseObject({
  code: text,
  message: v.nullish(v.string(), ''),
  msg: v.nullish(v.string(), ''),
  data: v.optional(v.unknown()),
})
export type Envelope = v.InferOutput<typeof envelope>

export const textValue = v.looseObject({ text: optText, value: optText })
export const titleValue = v.looseObject({ title: optText, value: optText })

/** Calls whose data this app does not read (spec: "not shown"). */
export const ignored = v.unknown()
