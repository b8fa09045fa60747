import type { EncodedImage, ImageFacts } from '../../machines/complaint-form.types.ts'
import { HEADER_BYTES, readRasterHeader } from './image-file.ts'

/** The upload's transport with progress (XMLHttpRequest), loaded with the picture code it sends. */
export { progressClients } from '../api/xhr-fetch.ts'

/**
 * The complaint form's picture work in the browser (docs/decisions/007-complaint-images.md): what a picked
 * file is, from its bytes; and the picture made smaller and encoded afresh through a canvas, which leaves
 * EXIF (and the GPS position in it) behind. Loaded on demand when the borrower picks a file.
 */

/** What a picked file's bytes say: the machine's own type (checkImage's output). */
export type PickedFacts = ImageFacts

/** Reads only the file's first bytes: a file of any size is checked before anything decodes it. */
export async function pickedFacts(file: Blob): Promise<PickedFacts> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer())
  const header = readRasterHeader(head)
  return {
    bytes: file.size,
    type: header?.type ?? null,
    width: header?.width ?? 0,
    height: header?.height ?? 0,
  }
}

/** The size that fits `maxLongSide` on its long side, in proportion; never larger than it was. */
export function fitWithin(
  width: number,
  height: number,
  maxLongSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxLongSide / Math.max(width, height, 1))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** JPEG qualities tried in turn until the picture fits the byte cap (a photo almost always fits the first). */
export const JPEG_QUALITIES = [0.85, 0.7, 0.55] as const

/** The picture encoded afresh: the machine's own type (encodeImage's output). */
export type Reencoded = EncodedImage

/**
 * Decodes the picture upright (its EXIF orientation applied), scales its long side down to `maxLongSide`
 * and encodes it as a JPEG on a white ground (a transparent screenshot turns white, not black). The result
 * is the last quality tried: the caller decides whether it is small enough to send.
 */
export async function reencodeImage(
  file: Blob,
  options: { maxLongSide: number; maxBytes: number },
): Promise<Reencoded> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, options.maxLongSide)
    const canvas = canvasOf(width, height)
    const context = canvas.getContext('2d') as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
    if (context === null) throw new Error('no 2d canvas')
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    context.imageSmoothingEnabled = true
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    let blob: Blob | null = null
    for (const quality of JPEG_QUALITIES) {
      blob = await jpegOf(canvas, quality)
      if (blob.size <= options.maxBytes) break
    }
    if (blob === null) throw new Error('not encoded')
    return { blob, width, height }
  } finally {
    bitmap.close()
  }
}

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

function jpegOf(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality })
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('not encoded')) : resolve(blob)),
      'image/jpeg',
      quality,
    ),
  )
}
