import * as v from 'valibot'
import type { KnownPayCode, RepaymentVariant } from '../../../machines/repayment.types.ts'
import type { Store } from '../../lib/storage.ts'
import { payableAmount } from '../shared/repayment-info.ts'

/**
 * The pay code each order's repayment page last loaded on this device (docs/decisions/030): what the
 * page already knew, shown beside the load failure notice so a borrower offline can still pay. Kept
 * like the receipts (src/lib/receipts.ts), outside APP_KEYS: never sent anywhere, decoded on read.
 */
export const KNOWN_PAY_CODES_KEY = 'bayad.payCodes'

/** How many orders' codes the device keeps (the oldest go first). */
export const KNOWN_PAY_CODES_MAX = 6

/**
 * How long a kept code is shown: the code itself outlives the amount (late charges grow daily), so the
 * page shows when it was loaded; after a week the borrower is better served by the page loading again.
 */
export const KNOWN_PAY_CODE_TTL_MS = 7 * 24 * 60 * 60_000

const entry = v.object({
  orderId: v.pipe(v.string(), v.minLength(1)),
  variant: v.picklist(['instalment', 'rollover']),
  payCode: v.pipe(v.string(), v.trim(), v.regex(/^[^\p{C}]{1,64}$/u)),
  title: v.pipe(v.string(), v.maxLength(80)),
  amount: payableAmount,
  loadedAt: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})
type Entry = v.InferOutput<typeof entry>

/** The kept list; one bad entry is left out, not the whole list. */
const entries = v.pipe(
  v.array(v.unknown()),
  v.transform((list) =>
    list.flatMap((item) => {
      const decoded = v.safeParse(entry, item)
      return decoded.success ? [decoded.output] : []
    }),
  ),
)

function read(store: Store): Entry[] {
  return store.get(KNOWN_PAY_CODES_KEY, entries) ?? []
}

/** The code kept for this order and variant, if it is alive at `now` (not expired, not from the future). */
export function knownPayCodeFor(
  store: Store,
  orderId: string,
  variant: RepaymentVariant,
  now: number,
): KnownPayCode | null {
  const found = read(store).find((item) => item.orderId === orderId && item.variant === variant)
  if (found === undefined || found.loadedAt > now || now - found.loadedAt > KNOWN_PAY_CODE_TTL_MS) return null
  return { payCode: found.payCode, title: found.title, amount: found.amount, loadedAt: found.loadedAt }
}

/** Keeps the code just loaded for this order and variant (newest first), or forgets it with null. */
export function rememberPayCode(
  store: Store,
  orderId: string,
  variant: RepaymentVariant,
  known: KnownPayCode | null,
): void {
  const kept = read(store)
  const others = kept.filter((item) => !(item.orderId === orderId && item.variant === variant))
  // Nothing kept and nothing to keep: the device's storage is left as it was.
  if (known === null && others.length === kept.length) return
  const next =
    known === null ? others : [{ orderId, variant, ...known, title: known.title.slice(0, 80) }, ...others]
  store.set(KNOWN_PAY_CODES_KEY, next.slice(0, KNOWN_PAY_CODES_MAX))
}
