import type { Page } from '@playwright/test'
import { hasExif, readRasterHeader } from '../src/lib/image-file.ts'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, expectAccessibleWhilePaused, smallTargets } from './support/a11y.ts'
import { png, SHOTS_DIR, TAKE_SHOTS } from './support/files.ts'
import { withCommon } from './support/host-query.ts'
import { readSandbox, switchScenario } from './support/sandbox.ts'

/*
 * Complaint evidence images are checked by their bytes, made smaller and re-encoded before they are sent
 * (issue 25 point 5, docs/decisions/007-complaint-images.md): what the sandbox received is read from its
 * state (its real type, pixel size, whether EXIF came along).
 */

const FORM_URL = withCommon('/complainPageNext', {
  problemType: '1',
  problemSonType: '13',
  orderNo: 'BYD20260812000042',
})
const addImages = (page: Page) => page.getByLabel('Add images')
const images = (page: Page) => page.getByRole('list', { name: /Evidence images/ }).getByRole('img')
const refusals = (page: Page) => page.locator('.image-refusals')

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
)

async function openForm(page: Page): Promise<void> {
  await page.goto(FORM_URL)
  await expect(page.getByLabel('Describe the problem')).toBeVisible()
}

async function addTwoPhotos(page: Page): Promise<void> {
  await addImages(page).setInputFiles([
    { name: 'evidence-1.png', mimeType: 'image/png', buffer: png(1) },
    { name: 'evidence-2.png', mimeType: 'image/png', buffer: png(2) },
  ])
  await expect(images(page)).toHaveCount(2)
}

/** Both widths the experience standard checks, as screenshots to look at (E2E_SHOTS=1). */
async function shots(page: Page, name: string): Promise<void> {
  if (!TAKE_SHOTS) return
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

/** A JPEG drawn by the browser (a gradient, so it is not trivially small), `width` × `height`. */
async function cameraJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas')
      canvas.width = w
      canvas.height = h
      const context = canvas.getContext('2d')!
      const gradient = context.createLinearGradient(0, 0, w, h)
      gradient.addColorStop(0, '#0b7285')
      gradient.addColorStop(1, '#f08c00')
      context.fillStyle = gradient
      context.fillRect(0, 0, w, h)
      context.fillStyle = '#fff'
      context.font = `${Math.round(h / 8)}px sans-serif`
      context.fillText('OR 000123', w / 10, h / 2)
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9))
      return Array.from(new Uint8Array(await blob.arrayBuffer()))
    },
    [width, height] as const,
  )
  return Buffer.from(bytes)
}

/**
 * An Exif APP1 segment as a phone camera writes one: a TIFF header whose first IFD points to a GPS IFD
 * with the latitude 14° 35′ N (Manila).
 */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(80)
  tiff.write('MM', 0, 'ascii')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4) // IFD0 at 8
  tiff.writeUInt16BE(1, 8) // one entry
  tiff.writeUInt16BE(0x8825, 10) // GPSInfo
  tiff.writeUInt16BE(4, 12) // LONG
  tiff.writeUInt32BE(1, 14)
  tiff.writeUInt32BE(26, 18) // GPS IFD at 26
  tiff.writeUInt32BE(0, 22) // no next IFD
  tiff.writeUInt16BE(2, 26) // two entries
  tiff.writeUInt16BE(0x0001, 28) // GPSLatitudeRef
  tiff.writeUInt16BE(2, 30) // ASCII
  tiff.writeUInt32BE(2, 32)
  tiff.write('N\0', 36, 'ascii')
  tiff.writeUInt16BE(0x0002, 40) // GPSLatitude
  tiff.writeUInt16BE(5, 42) // RATIONAL
  tiff.writeUInt32BE(3, 44)
  tiff.writeUInt32BE(56, 48) // values at 56
  tiff.writeUInt32BE(0, 52) // no next IFD
  ;[14, 1, 35, 1, 0, 1].forEach((n, i) => tiff.writeUInt32BE(n, 56 + i * 4))
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'ascii'), tiff])
  const header = Buffer.alloc(4)
  header.writeUInt16BE(0xffe1, 0)
  header.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([header, payload])
}

/** The JPEG with the Exif segment right after its start-of-image marker. */
const withExif = (jpeg: Buffer) => Buffer.concat([jpeg.subarray(0, 2), exifWithGps(), jpeg.subarray(2)])

test('an SVG, and an SVG named .png, are refused with their reason; the images already added stay', async ({
  page,
}) => {
  await openForm(page)
  await addTwoPhotos(page)
  // The picker offers photos only; the bytes are checked all the same.
  await expect(addImages(page)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
  await addImages(page).setInputFiles([
    { name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: SVG },
    { name: 'receipt.png', mimeType: 'image/png', buffer: SVG },
  ])
  const refused = refusals(page)
  await expect(refused).toHaveRole('alert')
  await expect(refused.getByRole('listitem')).toHaveText([
    'drawing.svg This file is not a photo (JPEG, PNG or WebP).',
    'receipt.png This file is not a photo (JPEG, PNG or WebP).',
  ])
  await expect(images(page)).toHaveCount(2)
  await expect(page.getByRole('img', { name: 'evidence-1.png' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled()
  // The picker tells why, for a borrower who comes back to it.
  await expect(addImages(page)).toHaveAccessibleDescription(/This file is not a photo/)
  expect((await readSandbox(page))?.uploads).toHaveLength(2)
  await expectAccessible(page, 'complaint form with refused files')
  expect(await smallTargets(page)).toEqual([])
  await shots(page, 'complaint-upload-refused')

  // The next pick starts afresh: the message goes, a photo is added.
  await addImages(page).setInputFiles([{ name: 'evidence-3.png', mimeType: 'image/png', buffer: png(3) }])
  await expect(images(page)).toHaveCount(3)
  await expect(refused).toHaveCount(0)
})

test('a file over 15 MB is refused before it is read further or sent', async ({ page }) => {
  await openForm(page)
  const huge = Buffer.alloc(15 * 1024 * 1024 + 1)
  ;(await cameraJpeg(page, 40, 30)).copy(huge)
  await addImages(page).setInputFiles([{ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: huge }])
  await expect(refusals(page).getByRole('listitem')).toHaveText([
    'IMG_4032.jpg This photo is too large (max 15 MB).',
  ])
  await expect(images(page)).toHaveCount(0)
  expect((await readSandbox(page))?.uploads ?? []).toHaveLength(0)
})

test('a camera JPEG with EXIF and GPS is sent upright-sized at most 1600 px and without EXIF', async ({
  page,
}) => {
  await openForm(page)
  const photo = withExif(await cameraJpeg(page, 2400, 1800))
  // The fixture is what it claims: a JPEG of 2400 × 1800 that carries EXIF.
  expect(hasExif(photo)).toBe(true)
  expect(readRasterHeader(photo)).toEqual({ type: 'image/jpeg', width: 2400, height: 1800 })
  await addImages(page).setInputFiles([{ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo }])
  await expect(images(page)).toHaveCount(1)
  await expect(page.getByRole('img', { name: 'IMG_2041.jpg' })).toBeVisible()
  const [received] = (await readSandbox(page))?.uploads ?? []
  expect(received).toMatchObject({ type: 'image/jpeg', exif: false, width: 1600, height: 1200 })
  expect(received!.size).toBeLessThan(photo.length)
  expect(received!.name).toBe('IMG_2041.jpg')

  // A PNG screenshot is sent as a JPEG too (its transparency on white), small as it was.
  await addImages(page).setInputFiles([{ name: 'screen.png', mimeType: 'image/png', buffer: png(5) }])
  await expect(images(page)).toHaveCount(2)
  const second = (await readSandbox(page))?.uploads[1]
  expect(second).toMatchObject({ type: 'image/jpeg', name: 'screen.jpg', width: 1, height: 1, exif: false })
})

test('while a photo uploads its tile shows how much has gone, and the form stays usable', async ({
  page,
}) => {
  await page.clock.install()
  await openForm(page)
  await addTwoPhotos(page)
  await switchScenario(page, 'slowNetwork')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await addImages(page).setInputFiles([
    { name: 'call-log.png', mimeType: 'image/png', buffer: png(7) },
    { name: 'sms.png', mimeType: 'image/png', buffer: png(8) },
  ])
  const bar = page.getByRole('progressbar', { name: 'Uploading call-log.png' })
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await expect(page.getByLabel('sms.png: Waiting')).toHaveAttribute('aria-busy', 'true')
  await page.clock.runFor(1_000)
  await expect(bar).toHaveAttribute('aria-valuenow', '40')
  await expect(page.getByLabel('call-log.png: Uploading 40 %')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Uploading images…' })).toBeDisabled()
  await expect(page.getByLabel('Describe the problem')).toBeEnabled()
  await expectAccessibleWhilePaused(page, 'complaint form while uploading')
  expect(await smallTargets(page)).toEqual([])
  await shots(page, 'complaint-uploading')
  // Each upload ends on the page's clock, but only after the picture's re-encoding, which runs on real time:
  // the clock is stepped until each shows rather than run once (a timer armed after the run would wait).
  const shownAfterSteps = () =>
    expect.poll(async () => {
      await page.clock.runFor(1_000)
      return images(page).count()
    })
  await shownAfterSteps().toBeGreaterThanOrEqual(3)
  await shownAfterSteps().toBe(4)
  await expect(page.getByRole('progressbar')).toHaveCount(0)
})
