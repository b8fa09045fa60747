import * as v from 'valibot'
import { config } from '../../config.ts'
import { checkedImage, checkedQrImage } from '../../lib/image-url.ts'
import { manilaTimeAt } from '../../lib/manila-time.ts'
import type { PageQuery } from '../../lib/query.ts'

/**
 * The query of `/repaymentOfCode` (spec §2 "Repayment by code"): the pay-code channel's payUrl, so an
 * input like any other. The rules:
 * - a parameter that is blank counts as missing;
 * - showType: required, 1 to 3 digits, read as a number (so "01" is 1, as a loose `== 1` would);
 * - showType 1 (a code to type in): payCode required, printable (no control characters), at most
 *   64 characters once trimmed; repayAmount required; payCodeImg optional decoration: a refused or
 *   absent picture leaves the page without it;
 * - any other showType (a QR code): payCodeImg required; repayAmount optional (shown when present)
 *   but refused when malformed; payCode optional (shown only when the QR code is not);
 * - repayAmount: minor units, digits only, at most 12, more than 0 (a payment of ₱0.00 is no payment);
 * - a channel picture follows the image rule (src/lib/image-url.ts); a QR picture counts only from
 *   the app's own origin or config.payCodeImageOrigins, since a QR code says where the money goes:
 *   a link whose QR picture is refused is a page without it (`qrRefused`), which shows the code when
 *   the link has one, the amount, and why (docs/decisions/023-origins-and-csp.md).
 * - channel (optional, decision 030): the channel the borrower chose (the repayment page adds it), a
 *   name of 1 to 40 printable characters; anything else reads as absent (the page then names none);
 * - expireTime (optional, decision 030): until when the code is valid, Manila "YYYY-MM-DD HH:MM[:SS]"
 *   or epoch seconds/milliseconds; anything else reads as absent (the page then says nothing of it).
 * Any other failure is one "incomplete link" page: the borrower can do nothing with the details.
 */
const SHOW_TYPE_CODE = 1

const showType = v.pipe(v.string(), v.regex(/^\d{1,3}$/))
/** An amount in a link: minor units, digits only, at most 12, more than 0. /carpmm reads it too. */
export const minorUnits = v.pipe(
  v.string(),
  v.regex(/^\d{1,12}$/),
  v.check((value) => Number(value) > 0),
)
const minorAmount = v.pipe(minorUnits, v.transform(Number))
/** A pay code: printable (no control or format characters), 1 to 64 characters once trimmed. /carpmm reads it too. */
export const payCode = v.pipe(v.string(), v.trim(), v.regex(/^[^\p{C}]{1,64}$/u))

const codeLink = v.object({ payCode, repayAmount: minorAmount, payCodeImg: v.optional(v.string()) })
const qrLink = v.object({ payCodeImg: v.string(), repayAmount: v.optional(minorAmount) })

/** The channel's name in a link: printable, 1 to 40 characters once trimmed. */
const channelName = v.pipe(v.string(), v.trim(), v.regex(/^[^\p{C}<>]{1,40}$/u))

/** Until when a code is valid, as a link may say it; null when absent or unreadable. */
export function readExpiry(raw: string | undefined): Date | null {
  const value = raw?.trim() ?? ''
  if (/^\d{10}$|^\d{13}$/.test(value)) {
    const n = Number(value)
    return new Date(n < 1e12 ? n * 1000 : n)
  }
  // A time without a zone is Manila's, as every time the lender writes.
  return manilaTimeAt(value)
}

export type PayCodeLink =
  | {
      kind: 'code'
      payCode: string
      amount: number
      channelImage: string | null
      /** The channel the borrower chose; null when the link does not say. */
      channel: string | null
      /** Until when the code is valid; null when the link does not say. */
      expiresAt: Date | null
    }
  | { kind: 'qr'; qrImage: string; amount: number | null }
  | { kind: 'qrRefused'; payCode: string | null; amount: number | null }

/** The decoded link, or null when a parameter is missing or malformed. */
export function decodePayCodeLink(
  query: PageQuery,
  origin: string,
  payCodeImageOrigins: readonly string[] = config.payCodeImageOrigins,
): PayCodeLink | null {
  const present = Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== ''))
  const type = v.safeParse(showType, present.showType)
  if (!type.success) return null
  if (Number(type.output) === SHOW_TYPE_CODE) {
    const link = v.safeParse(codeLink, present)
    if (!link.success) return null
    const image = link.output.payCodeImg
    const channel = v.safeParse(channelName, present.channel ?? '')
    return {
      kind: 'code',
      payCode: link.output.payCode,
      amount: link.output.repayAmount,
      channelImage: image === undefined ? null : checkedImage(image, origin),
      channel: channel.success ? channel.output : null,
      expiresAt: readExpiry(present.expireTime),
    }
  }
  const link = v.safeParse(qrLink, present)
  if (!link.success) return null
  const amount = link.output.repayAmount ?? null
  const qrImage = checkedQrImage(link.output.payCodeImg, origin, payCodeImageOrigins)
  if (qrImage !== null) return { kind: 'qr', qrImage, amount }
  // A malformed code in such a link is no code: the page still says why it shows no QR code.
  const code = v.safeParse(payCode, present.payCode)
  return { kind: 'qrRefused', payCode: code.success ? code.output : null, amount }
}

/**
 * The channel logo of `/repaymentOfCode2`: what the lender's own instalment answer carried, saved by
 * the instalment page, under the image rule (raster `data:` pictures included). Anything else is
 * null, and the page names the channel in words.
 */
export function logoUrl(candidate: string, origin: string): string | null {
  return checkedImage(candidate, origin)
}
