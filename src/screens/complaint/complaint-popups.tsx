import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { complaintDetailsMachine } from '../../../machines/complaint-details.machine.ts'
import type { Gallery } from '../../../machines/complaint-details.types.ts'
import { complaintDetailsTexts } from '../../i18n/complaintdetails/index.ts'
import { Button } from '../../ui/button.tsx'
import { Modal } from '../../ui/overlays.tsx'
import { RatingPopup, type RatingActor } from '../shared/rating-popup.tsx'
import { ShownImage } from './shown-image.tsx'

// Its own name for the actor, not the view's: the view loads this module on demand, never the reverse.
type DetailsActor = ActorRefFrom<typeof complaintDetailsMachine>

/** The complaint details' popups, loaded on demand: the enlarged image and the rating popup. */
export function ComplaintPopups({ actor }: { actor: DetailsActor }) {
  const viewing = useSelector(actor, (s) => s.context.viewing)
  const urls = useSelector(actor, (s) =>
    viewing === null ? [] : (s.context.detail?.[viewing.gallery] ?? []),
  )
  const rating = useSelector(actor, (s) => s.children.rating as RatingActor | undefined)
  const hasPrevious = useSelector(actor, (s) => s.can({ type: 'image.previous' }))
  const hasNext = useSelector(actor, (s) => s.can({ type: 'image.next' }))
  const t = complaintDetailsTexts().details
  return (
    <>
      <ImageViewer
        urls={urls}
        gallery={viewing?.gallery ?? 'images'}
        index={viewing?.index ?? -1}
        hasPrevious={hasPrevious}
        hasNext={hasNext}
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
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onClose,
}: {
  urls: string[]
  gallery: Gallery
  index: number
  hasPrevious: boolean
  hasNext: boolean
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
              <Button variant="secondary" disabled={!hasPrevious} onClick={onPrevious}>
                {t.previous}
              </Button>
              <Button variant="secondary" disabled={!hasNext} onClick={onNext}>
                {t.next}
              </Button>
            </div>
          )}
          <Button variant="primary" block onClick={onClose}>
            {complaintDetailsTexts().close}
          </Button>
        </div>
      )}
    </Modal>
  )
}
