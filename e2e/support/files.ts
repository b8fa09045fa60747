/** Files the tests make: pictures to upload, screenshots to look at. */

/** A valid 1×1 PNG (a different colour per index so files differ). */
export function png(index = 0): Buffer {
  const base =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
  const bytes = Buffer.from(base, 'base64')
  // Appending bytes after IEND keeps the image valid and makes each file distinct.
  return Buffer.concat([bytes, Buffer.from(`#${index}`)])
}

export const SHOTS_DIR = '/tmp/e2e-shots'

/**
 * Full-page screenshots of every page and state, to look at (`E2E_SHOTS=1 npm run test:e2e`): off
 * by default, they took about a third of the site's and the experience loop's time.
 */
export const TAKE_SHOTS = process.env.E2E_SHOTS === '1'
