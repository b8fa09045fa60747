// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkedImage } from '../../src/lib/image-url.ts'
import {
  productLogo,
  RECOMMENDED_PRODUCTS,
  REPAY_CHANNELS,
  SAMPLE_RECEIPTS,
  sampleReceipt,
} from '../../src/sandbox/sample.ts'
import { seedState } from '../../src/sandbox/seed.ts'

/**
 * The sandbox's pictures pass the app's image rule (decision 023: no inline SVG) because they are
 * files of the sandbox, served from the app's own origin: each one it names must exist.
 */
const ORIGIN = 'https://h5.bayad.test'
const PUBLIC = join(process.cwd(), 'src/sandbox/public')

describe('the sandbox’s pictures', () => {
  const state = seedState(Date.UTC(2026, 10, 27))
  const named = [
    ...RECOMMENDED_PRODUCTS.map((product) => product.logo),
    ...REPAY_CHANNELS.map((channel) => channel.logo),
    ...state.orders.map(productLogo),
    ...SAMPLE_RECEIPTS.map(sampleReceipt),
    ...state.complaints.flatMap((complaint) => [...complaint.images, ...(complaint.replyImages ?? [])]),
  ]
  // The loan products' logos (src/sandbox/handlers/loan.ts PRODUCTS), read from the source.
  const loanSource = readFileSync(join(process.cwd(), 'src/sandbox/handlers/loan.ts'), 'utf8')
  const loanLogos = [...loanSource.matchAll(/initials: '(\w+)', color: '(#[0-9a-f]{6})'/g)].map(
    ([, initials, color]) => productLogo({ initials, color } as Parameters<typeof productLogo>[0]),
  )

  it.each([...new Set([...named, ...loanLogos])])(
    '%s is a file of the sandbox and passes the image rule',
    (src) => {
      expect(checkedImage(src, ORIGIN)).toBe(`${ORIGIN}${src}`)
      expect(existsSync(join(PUBLIC, src))).toBe(true)
    },
  )

  it('names every loan product’s logo', () => {
    expect(loanLogos.length).toBeGreaterThanOrEqual(4)
  })
})
