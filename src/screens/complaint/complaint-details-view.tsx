import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { complaintDetailsMachine } from '../../../machines/complaint-details.machine.ts'
import { complaintStatus, hasReply } from '../../../machines/complaint-details.rules.ts'
import type { ComplaintDetail, Gallery } from '../../../machines/complaint-details.types.ts'
import { DESCRIPTION_MAX_LENGTH } from '../../../machines/shared/complaint.ts'
import { common } from '../../i18n/common/index.ts'
import { complaintDetailsTexts } from '../../i18n/complaintdetails/index.ts'
import { noticeText } from '../../i18n/messages.ts'
import { StageChip } from './stage-chip.tsx'
import { ShownImage } from './shown-image.tsx'
import { Button, buttonClass } from '../../ui/button.tsx'
import { Card, DeadEnd, Page, Skeleton } from '../../ui/components.tsx'
import { onDemand, prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { prefetchDialogs } from '../../ui/overlays.tsx'
import { useServices } from '../shared/services.tsx'
import { AppLink, WayOn } from '../shared/way-on.tsx'
import { loadScoreOutcome } from './complaint-details.impl.ts'
import { COMPLAINT_LIST } from '../shared/complaint-paths.ts'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

export type DetailsActor = ActorRefFrom<typeof complaintDetailsMachine>

/**
 * The enlarged image and the rating popup load on demand: from the borrower's first touch, or as
 * soon as the page knows it will ask for a rating. Their code failing to download closes them with
 * the network message; the page and its "Rate our reply" stay.
 */
const Popups = onDemand<{ actor: DetailsActor }>(
  () => import('./complaint-popups.tsx').then((m) => m.ComplaintPopups),
  PopupsUnavailable,
)
prefetchOnFirstInteraction(Popups.prefetch)
// A score's trace and check from the first tap too (rating takes a few), so Send sends at once.
prefetchOnFirstInteraction(() => loadScoreOutcome().catch(() => undefined))

const CONTENT_ID = 'complaint-content'
const COUNTER_ID = 'complaint-content-counter'

/** Renders the complaint-details machine and sends it the borrower's taps; holds no flow state of its own. */
export function ComplaintDetailsView({ actor }: { actor: DetailsActor }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const refused = useSelector(actor, (s) => s.hasTag('refused'))
  const detail = useSelector(actor, (s) => s.context.detail)
  // Also while the popup is up: focus returns to the button when it closes.
  const canRate = useSelector(actor, (s) => s.hasTag('rateable'))
  const rated = useSelector(actor, (s) => s.hasTag('rated'))
  const rating = useSelector(actor, (s) => s.children.rating)
  const viewing = useSelector(actor, (s) => s.context.viewing)
  const ready = detail !== null && !loading && !failed
  const answered = detail !== null && hasReply(detail)
  // The popup opens on a timer, not a tap: its code is fetched while the borrower reads.
  useEffect(() => {
    if (canRate) void Promise.all([Popups.prefetch(), prefetchDialogs()])
  }, [canRate])
  const texts = complaintDetailsTexts()
  const t = texts.details

  return (
    <Page title={common().titles.complaintDetails}>
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'details.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {refused && (
        <DeadEnd
          heading={t.refused}
          actions={
            <WayOn
              primary={
                <AppLink className={buttonClass({ variant: 'primary' })} path={COMPLAINT_LIST}>
                  {texts.seeMyComplaints}
                </AppLink>
              }
            />
          }
        >
          <p>{t.refusedText}</p>
        </DeadEnd>
      )}
      {ready && (
        <div className="complaint-details">
          <Card>
            <h2 className="section-title">{t.yourComplaint}</h2>
            <ComplaintFacts detail={detail} />
            <div className="tags" role="group" aria-label={texts.questionTypeLabel}>
              <span className="tag">{detail.type !== '' ? detail.type : texts.complaint}</span>
              {detail.sonType !== '' && <span className="tag">{detail.sonType}</span>}
            </div>
            <div className="field complaint-details__field">
              <label className="field__label" htmlFor={CONTENT_ID}>
                {t.description}
              </label>
              {/* The text again, hidden, in the same grid cell: the box grows to it in every engine
                  (field-sizing: content is Chrome 123+ only, not WebKit). */}
              <div className="complaint-details__fit" data-text={detail.content}>
                <textarea
                  id={CONTENT_ID}
                  className="textarea"
                  rows={5}
                  readOnly
                  value={detail.content}
                  aria-describedby={COUNTER_ID}
                />
              </div>
              <p className="field__counter" id={COUNTER_ID}>
                {detail.content.length}/{DESCRIPTION_MAX_LENGTH}
              </p>
            </div>
            {detail.images.length > 0 && (
              <Thumbnails
                label={t.yourImages}
                gallery="images"
                urls={detail.images}
                onOpen={(index) => actor.send({ type: 'image.open', gallery: 'images', index })}
              />
            )}
          </Card>
          {answered ? (
            <Card>
              <h2 className="section-title">{t.ourReply}</h2>
              {detail.disposeName !== '' && (
                <p className="complaint-details__agent">
                  <span className="muted">{t.handledBy}</span> {detail.disposeName}
                </p>
              )}
              {detail.disposeDetail !== '' && (
                <p className="complaint-details__reply">{detail.disposeDetail}</p>
              )}
              {detail.disposeImages.length > 0 && (
                <Thumbnails
                  label={t.replyImages}
                  gallery="disposeImages"
                  urls={detail.disposeImages}
                  onOpen={(index) => actor.send({ type: 'image.open', gallery: 'disposeImages', index })}
                />
              )}
            </Card>
          ) : (
            <p className="complaint-details__promise" role="note">
              {t.lookingIntoIt}
            </p>
          )}
          {canRate && (
            <Button variant="secondary" block onClick={() => actor.send({ type: 'rating.open' })}>
              {t.rateReply}
            </Button>
          )}
          {rated && <RatedNote />}
        </div>
      )}
      {ready && (viewing !== null || rating !== undefined) && <Popups.Component actor={actor} />}
    </Page>
  )
}

/**
 * What a borrower quotes when calling about it: the reference number (the complaint's id), where it
 * stands and when it was filed (left out when neither the detail nor My complaints said).
 */
function ComplaintFacts({ detail }: { detail: ComplaintDetail }) {
  const status = complaintStatus(detail)
  const texts = complaintDetailsTexts()
  return (
    <dl className="complaint-facts">
      <div className="complaint-facts__row">
        <dt>{texts.referenceNo}</dt>
        <dd className="complaint-facts__reference">{detail.problemId}</dd>
      </div>
      <div className="complaint-facts__row">
        <dt>{texts.details.status}</dt>
        <dd>
          <StageChip stage={status.stage} label={noticeText(status.label)} />
        </dd>
      </div>
      {detail.filed !== '' && (
        <div className="complaint-facts__row">
          <dt>{texts.details.filedOn}</dt>
          <dd className="complaint-facts__time">{detail.filed}</dd>
        </div>
      )}
    </dl>
  )
}

/** Takes the focus from the popup's Send, which has gone with it. */
function RatedNote() {
  const note = useRef<HTMLParagraphElement>(null)
  // After the closing popup has handed the focus back to what had it when it opened (a timer
  // opened it, so that is not what the borrower was doing).
  useEffect(() => {
    const later = setTimeout(() => note.current?.focus({ preventScroll: true }), 0)
    return () => clearTimeout(later)
  }, [])
  return (
    <p className="complaint-details__rated" ref={note} tabIndex={-1}>
      {complaintDetailsTexts().details.rated}
    </p>
  )
}

/** 3 per row (spec §2); each image is a button that enlarges it. */
function Thumbnails({
  label,
  gallery,
  urls,
  onOpen,
}: {
  label: string
  gallery: Gallery
  urls: string[]
  onOpen: (index: number) => void
}) {
  const t = complaintDetailsTexts().details
  const enlarge = gallery === 'images' ? t.enlargeYourImage : t.enlargeReplyImage
  return (
    <div className="field">
      <p className="field__label">{label}</p>
      <ul className="image-grid" aria-label={label}>
        {urls.map((url, index) => (
          <li key={`${url}-${index}`} className="image-grid__item">
            <button
              type="button"
              className="image-grid__open"
              aria-label={enlarge(index + 1, urls.length)}
              onClick={() => onOpen(index)}
            >
              <ShownImage url={url} alt="" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

function PopupsUnavailable({ actor }: { actor: DetailsActor }) {
  const { toast } = useServices()
  useEffect(() => {
    toast({ notice: { id: 'error.network' }, tone: 'failure' })
    actor.send({ type: 'image.close' })
    actor.getSnapshot().children.rating?.send({ type: 'rating.cancel' })
  }, [actor, toast])
  return null
}
