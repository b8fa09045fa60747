import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { complaintFormMachine } from '../../../machines/complaint-form.machine.ts'
import { DESCRIPTION_MAX_LENGTH, MAX_IMAGES } from '../../../machines/shared/complaint.ts'
import { textsReady } from '../../i18n/catalogue.ts'
import { common } from '../../i18n/common/index.ts'
import { complaintTexts } from '../../i18n/complaint/index.ts'
import { message } from '../../i18n/messages.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Button } from '../../ui/button.tsx'
import { Card, FieldError, Page, Skeleton } from '../../ui/components.tsx'
import { onDemand, prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { complaintOutcomePanel, complaintSentModal, prefetchComplaintOutcome } from './complaint-form.impl.ts'
import type { ImageRefusalsProps, PendingImageProps } from './complaint-images.tsx'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

type FormActor = ActorRefFrom<typeof complaintFormMachine>

// A complaint's trace, check and "Your complaint was sent" (./complaint-form.impl.ts) from the borrower's first
// tap (writing the complaint), so Send sends at once.
prefetchOnFirstInteraction(prefetchComplaintOutcome)

const DESCRIPTION_ERROR_ID = 'complaint-description-error'
const REFUSALS_ID = 'complaint-images-refused'
/** What the picker offers; the bytes are checked all the same (docs/decisions/007-complaint-images.md). */
const PICKER_TYPES = 'image/jpeg,image/png,image/webp'

/** A file's tile while the picture code arrives (or could not): the same box, so the grid does not move. */
function WaitingTile() {
  return (
    <li className="image-grid__item image-grid__item--pending" aria-busy="true">
      <span className="loading__spinner" aria-hidden="true" />
    </li>
  )
}

// The tiles of the files on their way and the refused files' block show only after a pick: they load with
// the picture code (./complaint-images.tsx) and its texts, prefetched as the picker is tapped.
const imageParts = () => import('./complaint-images.tsx').then((m) => textsReady().then(() => m))
const pendingImage = onDemand<PendingImageProps>(
  () => imageParts().then((m) => m.PendingImage),
  WaitingTile,
  WaitingTile,
)
const imageRefusals = onDemand<ImageRefusalsProps>(() => imageParts().then((m) => m.ImageRefusals))
export const prefetchImageParts = () => Promise.all([pendingImage.prefetch(), imageRefusals.prefetch()])

export function ComplaintFormView({ actor }: { actor: FormActor }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const typeTitle = useSelector(actor, (s) => s.context.typeTitle)
  const subTypeTitle = useSelector(actor, (s) => s.context.subTypeTitle)
  const description = useSelector(actor, (s) => s.context.description)
  const images = useSelector(actor, (s) => s.context.images)
  const pending = useSelector(actor, (s) => s.context.pending)
  const pendingCount = pending.length
  const phase = useSelector(actor, (s) =>
    s.hasTag('sendingImage') ? 'uploading' : s.hasTag('preparingImage') ? 'preparing' : null,
  )
  const progress = useSelector(actor, (s) => s.context.progress)
  const refusals = useSelector(actor, (s) => s.context.refusals)
  const uploading = useSelector(actor, (s) => s.hasTag('uploading'))
  const sending = useSelector(actor, (s) => s.hasTag('sending'))
  const sent = useSelector(actor, (s) => s.hasTag('sent'))
  const checking = useSelector(actor, (s) => s.hasTag('checking'))
  const unknown = useSelector(actor, (s) => s.hasTag('outcomeUnknown'))
  const order = useSelector(actor, (s) => s.context.order)
  const orderNo = useSelector(actor, (s) => s.context.orderNo)
  const descriptionMissing = useSelector(actor, (s) => s.context.descriptionMissing)
  useOwnProgress(sending || uploading || checking)
  // Send with an empty description puts the borrower in the field that needs them.
  const textarea = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (descriptionMissing) textarea.current?.focus()
  }, [descriptionMissing])
  const ready = !loading && !failed
  // Sending, sent, or a send whose outcome is being checked: the complaint as sent stays on screen, unchanged.
  const locked = sending || sent || checking || unknown
  const room = MAX_IMAGES - images.length - pendingCount
  // What the last pick left out, and why; gone once the complaint is on its way.
  const showRefusals = refusals.length > 0 && !locked
  const texts = complaintTexts()
  const t = texts.form

  return (
    <Page
      title={common().titles.complaint}
      footer={
        ready && !checking && !unknown ? (
          <Button
            variant="primary"
            block
            disabled={uploading || sending || sent}
            onClick={() => {
              actor.send({ type: 'complaint.send' })
              // Also on a second Send with the box still empty (the flag was already on).
              if (actor.getSnapshot().context.descriptionMissing) textarea.current?.focus()
            }}
          >
            {sending ? t.sending : uploading ? t.uploading : t.send}
          </Button>
        ) : undefined
      }
    >
      {loading && <Skeleton lines={4} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'init.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {ready && (
        <>
          {orderNo !== '' && (
            <Card className="about-order">
              <p className="about-order__label">{t.about}</p>
              <p className="about-order__name">{order?.productName || t.yourOrder}</p>
              <p className="muted">{t.orderNo(orderNo)}</p>
            </Card>
          )}
          {/* In place of Send (in the page, not the bar: on a small phone the bar would hide the form). */}
          {(checking || unknown) && <complaintOutcomePanel.Component actor={actor} checking={checking} />}
          <div className="tags" role="group" aria-label={texts.questionTypeLabel}>
            <span className="tag">{typeTitle}</span>
            {subTypeTitle !== '' && <span className="tag">{subTypeTitle}</span>}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="complaint-description">
              {t.describe}
            </label>
            <textarea
              id="complaint-description"
              ref={textarea}
              className="textarea"
              rows={6}
              maxLength={DESCRIPTION_MAX_LENGTH}
              placeholder={t.placeholder}
              value={description}
              disabled={locked}
              aria-invalid={descriptionMissing}
              aria-describedby={descriptionMissing ? DESCRIPTION_ERROR_ID : undefined}
              onChange={(event) => actor.send({ type: 'description.change', value: event.target.value })}
            />
            {descriptionMissing && (
              <FieldError id={DESCRIPTION_ERROR_ID}>{message('complaint.emptyDescription')}</FieldError>
            )}
            <p className="field__counter" aria-live="polite">
              {description.length}/{DESCRIPTION_MAX_LENGTH}
            </p>
          </div>
          {/* Sent without images and being checked: nothing to show or add. */}
          {!((checking || unknown) && images.length === 0) && (
            <div className="field">
              <p className="field__label" id="complaint-images-label">
                {t.images} <span className="muted">{t.upTo(MAX_IMAGES)}</span>
              </p>
              <ul className="image-grid" aria-labelledby="complaint-images-label">
                {images.map((image, index) => (
                  <li key={image.url} className="image-grid__item">
                    <img src={image.previewUrl} alt={image.name || t.imageNumber(index + 1)} />
                    <button
                      type="button"
                      className="image-grid__remove"
                      aria-label={t.remove(image.name || t.imageNumber(index + 1))}
                      disabled={locked}
                      onClick={() => actor.send({ type: 'image.remove', url: image.url })}
                    >
                      ×
                    </button>
                  </li>
                ))}
                {pending.map((file, index) => (
                  <pendingImage.Component
                    key={`pending-${index}-${file.name}`}
                    name={file.name}
                    phase={index === 0 ? phase : null}
                    progress={progress}
                  />
                ))}
                {room > 0 && !checking && !unknown && (
                  <li className="image-grid__item image-grid__item--add">
                    <label className="image-grid__picker">
                      <span aria-hidden="true" className="image-grid__plus">
                        +
                      </span>
                      <span className="image-grid__add-text">{t.addImages}</span>
                      <input
                        type="file"
                        accept={PICKER_TYPES}
                        multiple
                        className="image-grid__file"
                        disabled={locked}
                        aria-describedby={showRefusals ? REFUSALS_ID : undefined}
                        onClick={() => void prefetchImageParts()}
                        onChange={(event) => {
                          const files = Array.from(event.target.files ?? [])
                          event.target.value = ''
                          void prefetchImageParts()
                          if (files.length > 0) actor.send({ type: 'images.add', files })
                        }}
                      />
                    </label>
                  </li>
                )}
              </ul>
              {showRefusals && <imageRefusals.Component id={REFUSALS_ID} refusals={refusals} />}
            </div>
          )}
          <p className="muted">{t.replyPromise}</p>
        </>
      )}
      {sent && <complaintSentModal.Component />}
    </Page>
  )
}
