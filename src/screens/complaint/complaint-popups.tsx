import { useSelector } from '@xstate/react'
import type { Gallery } from '../../../machines/complaint-details.machine.ts'
import { complaintDetailsTexts } from '../../i18n/complaintdetails/index.ts'
import { Modal } from '../../ui/overlays.tsx'
import { RatingPopup, type RatingActor } from '../rating/rating-popup.tsx'
import { ShownImage, type DetailsActor } from './complaint-details-view.tsx'

/** The complaint details' popups, loaded on demand: the enlarged image and the rating popup. */
export function ComplaintPopups({ actor }: { actor: DetailsActor }) {
  const viewing = useSelector(actor, (s) => s.context.viewing)
  const urls = useSelector(actor, (s) =>
    viewing === null ? [] : (s.context.detail?.[viewing.gallery] ?? []),
  )
  const rating = useSelector(actor, (s) => s.children.rating as RatingActor | undefined)
  const t = complaintDetailsTexts().details
  return (
    <>
      <ImageViewer
        urls={urls}
        gallery={viewing?.gallery ?? 'images'}
        index={viewing?.index ?? -1}
        onPrevious={() => actor.send({ type: 'image.previous' })}
        onNext={() => actor.send({ type: 'image.next' })}
        onClose={() => actor.send({ type: 'image.close' })}
      />
      {rating !== undefined && <RatingPopup actor={rating} title={t.rateReply} prompt={t.ratePrompt} />}
    </>
  )
}

/** An image of a gallery as the viewer's title names it ("Your image 2 of 3"). */
function imageName(gallery: Gallery, index: number, count: number): string {
  const t = complaintDetailsTexts().details
  return gallery === 'images' ? t.yourImage(index + 1, count) : t.replyImage(index + 1, count)
}

/** The enlarged image, with the previous and next of its list. */
function ImageViewer({
  urls,
  gallery,
  index,
  onPrevious,
  onNext,
  onClose,
}: {
  urls: string[]
  gallery: Gallery
  index: number
  onPrevious: () => void
  onNext: () => void
  onClose: () => void
}) {
  const url = urls[index]
  const t = complaintDetailsTexts().details
  const title = imageName(gallery, index, urls.length)
  return (
    <Modal open={url !== undefined} title={title} onDismiss={onClose}>
      {url !== undefined && (
        <div className="image-viewer">
          <ShownImage url={url} alt={title} />
          {urls.length > 1 && (
            <div className="button-row">
              <button
                type="button"
                className="button button--secondary"
                disabled={index === 0}
                onClick={onPrevious}
              >
                {t.previous}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={index >= urls.length - 1}
                onClick={onNext}
              >
                {t.next}
              </button>
            </div>
          )}
          <button type="button" className="button button--primary button--block" onClick={onClose}>
            {complaintDetailsTexts().close}
          </button>
        </div>
      )}
    </Modal>
  )
}
