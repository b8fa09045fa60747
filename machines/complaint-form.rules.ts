import { MAX_IMAGES, MAX_PICKED_BYTES, MAX_PIXELS, type ImageRefusal } from './shared/complaint.ts'
import type { ComplaintInit, ComplaintOrder } from './complaint-start.types.ts'
import type {
  ComplaintFormContext,
  ComplaintSaveInput,
  ImageFacts,
  UploadedImage,
} from './complaint-form.types.ts'

/** The complaint form's rules that its chart reads (./complaint-form.machine.ts): pure, one each. */

/** Why a file with these facts is refused, or null when it may be re-encoded and sent. */
export function refusalOf(facts: ImageFacts): ImageRefusal | null {
  if (facts.type === null) return 'notPhoto'
  if (facts.bytes > MAX_PICKED_BYTES) return 'tooLarge'
  if (facts.width <= 0 || facts.height <= 0) return 'unreadable'
  if (facts.width * facts.height > MAX_PIXELS) return 'tooManyPixels'
  return null
}

export function orderOf(init: ComplaintInit, orderNo: string): ComplaintOrder | null {
  if (orderNo === '') return null
  if (init.order?.orderNo === orderNo) return init.order
  return init.orders.find((order) => order.orderNo === orderNo) ?? null
}

/**
 * The images of a complaint sent before a reload: their server URLs are all the page still has (no
 * name: the form names them by their place).
 */
export function imagesOf(sent: ComplaintSaveInput | null | undefined): UploadedImage[] {
  if (sent === null || sent === undefined) return []
  return sent.problemImage
    .split(',')
    .filter((url) => url !== '')
    .map((url) => ({ url, previewUrl: url, name: '' }))
}

export const saveInputOf = (context: ComplaintFormContext): ComplaintSaveInput => ({
  problemType: context.problemType,
  problemSonType: context.problemSonType,
  problemDetail: context.description,
  problemImage: context.images.map((image) => image.url).join(','),
  orderNo: context.orderNo,
})

export function titleOf(list: { value: string; title: string }[], value: string): string {
  return list.find((item) => item.value === value)?.title ?? value
}

/** The first pending file is done with (sent, refused or failed): the next one's turn. */
export const nextFile = (context: ComplaintFormContext) => ({
  pending: context.pending.slice(1),
  facts: null,
  encoded: null,
  progress: null,
})

export function firstPending(context: ComplaintFormContext): File {
  const file = context.pending[0]
  if (file === undefined) throw new Error('adding images with nothing pending')
  return file
}

/** Keeps only as many new files as there is room for: at most 9 images in all (extra ignored, spec §5). */
export function admit(context: ComplaintFormContext, files: File[]): File[] {
  const room = MAX_IMAGES - context.images.length - context.pending.length
  return [...context.pending, ...files.slice(0, Math.max(room, 0))]
}
