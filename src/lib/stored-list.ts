import * as v from 'valibot'

/**
 * A list kept on the device, decoded item by item: an item that does not decode (an older or damaged
 * value) is left out, the others are kept (src/lib/receipts.ts, the last pay codes of /repay).
 */
export function storedList<T>(item: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T[]> {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((list) =>
      list.flatMap((value) => {
        const decoded = v.safeParse(item, value)
        return decoded.success ? [decoded.output] : []
      }),
    ),
  )
}
