import type { RefusedImage } from '../../../machines/complaint-form.types.ts'
import { complaintSendTexts } from '../../i18n/complaintsend/index.ts'
import { message } from '../../i18n/messages.ts'

/*
 * What the complaint form needs only once the borrower picks a file (docs/decisions/007-complaint-images.md),
 * one chunk loaded on demand: the picture code (src/lib/image-pipeline.ts, with the upload's transport), the
 * tiles of the files on their way and the block naming the refused ones. The form prefetches it when the
 * picker is tapped; while it arrives a file's tile is a plain waiting tile of the same size (no layout
 * shift). It imports none of the form's own modules (docs/decisions/004-first-load-budget.md).
 */

export { pickedFacts, progressClients, reencodeImage } from '../../lib/image-pipeline.ts'

export interface PendingImageProps {
  name: string
  phase: 'preparing' | 'uploading' | null
  progress: number | null
}

/** A chosen file on its way: waiting its turn, being prepared (checked, re-encoded), or uploading. */
export function PendingImage({ name, phase, progress }: PendingImageProps) {
  const t = complaintSendTexts().image
  const percent = progress === null ? null : Math.round(progress * 100)
  const status =
    phase === 'uploading'
      ? percent === null
        ? t.uploading
        : t.uploadingPercent(percent)
      : phase === 'preparing'
        ? t.preparing
        : t.waiting
  return (
    <li
      className="image-grid__item image-grid__item--pending"
      aria-busy="true"
      aria-label={t.status(name, status)}
    >
      <span className="loading__spinner" aria-hidden="true" />
      <span className="image-grid__status" aria-hidden="true">
        {status}
      </span>
      {phase === 'uploading' && (
        <span
          className="image-grid__progress"
          role="progressbar"
          aria-label={t.uploadingName(name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
        >
          <span className="image-grid__progress-bar" style={{ width: `${percent ?? 0}%` }} />
        </span>
      )}
    </li>
  )
}

export interface ImageRefusalsProps {
  /** The block's id, which the picker's `aria-describedby` points to. */
  id: string
  refusals: readonly RefusedImage[]
}

/** The files the last pick left out, each with its reason. */
export function ImageRefusals({ id, refusals }: ImageRefusalsProps) {
  const t = complaintSendTexts().image
  return (
    <div id={id} className="image-refusals field__error" role="alert">
      <p className="image-refusals__title">{refusals.length === 1 ? t.oneRefused : t.manyRefused}</p>
      <ul className="image-refusals__list">
        {refusals.map((refusal, index) => (
          <li key={`${index}-${refusal.name}`}>
            <span className="image-refusals__name">{refusal.name}</span>{' '}
            {message(`complaint.image.${refusal.reason}`)}
          </li>
        ))}
      </ul>
    </div>
  )
}
