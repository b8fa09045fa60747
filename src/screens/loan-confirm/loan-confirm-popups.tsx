import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { loanConfirmMachine } from '../../../machines/loan-confirm.machine.ts'
import { config } from '../../config.ts'
import { confirmextraTexts } from '../../i18n/confirmextra/index.ts'
import { frameSandbox } from '../../lib/frame.ts'
import { Modal } from '../../ui/overlays.tsx'
import { Button } from '../../ui/button.tsx'

/*
 * The loan confirmation's popups, loaded on demand (./loan-confirm-view.tsx loanConfirmPopups): the
 * agreement an offer may ask the borrower to read, and the retention popup of the host's Back.
 */

type ConfirmActor = ActorRefFrom<typeof loanConfirmMachine>

export function LoanConfirmPopups({ actor }: { actor: ConfirmActor }) {
  return (
    <>
      <AgreementPopup actor={actor} />
      <RetentionPopup actor={actor} />
    </>
  )
}

function AgreementPopup({ actor }: { actor: ConfirmActor }) {
  const url = useSelector(actor, (s) => s.context.data?.offer.popAgreementUrl ?? '')
  const asking = useSelector(
    actor,
    // The retention popup, when it asks, stands in front of this one.
    (s) => s.hasTag('agreementPopup') && !s.hasTag('retentionPopup'),
  )
  const t = confirmextraTexts().agreementPopup
  return (
    <Modal open={asking} title={t.title}>
      {/* Never allow-same-origin; scripts only for a configured origin; no referrer (decision 023). */}
      <iframe
        className="agreement-frame"
        src={url}
        title={t.frame}
        sandbox={frameSandbox(url, config.frameScriptOrigins)}
        referrerPolicy="no-referrer"
      />
      {/* One above the other, like the retention popup's: Filipino's longer words do not fit two in a row at 320 px. */}
      <div className="dead-end__actions">
        <Button variant="primary" block onClick={() => actor.send({ type: 'agreementPopup.agree' })}>
          {t.agree}
        </Button>
        <Button variant="secondary" block onClick={() => actor.send({ type: 'agreementPopup.cancel' })}>
          {t.cancel}
        </Button>
      </div>
    </Modal>
  )
}

function RetentionPopup({ actor }: { actor: ConfirmActor }) {
  const asking = useSelector(actor, (s) => s.hasTag('retentionPopup'))
  const title = useSelector(actor, (s) => s.context.data?.offer.popTitle ?? '')
  const content = useSelector(actor, (s) => s.context.data?.offer.popContent ?? '')
  const t = confirmextraTexts().retention
  // The lender's own words (popTitle, popContent), then what each button does: stay, or leave without the loan.
  return (
    <Modal open={asking} title={t.title}>
      {title !== '' && <p className="modal__lead">{title}</p>}
      {content !== '' && <p className="modal__text">{content}</p>}
      {/* One above the other, staying first: each button says what it does, too long for a row of two. */}
      <div className="dead-end__actions">
        <Button variant="primary" block onClick={() => actor.send({ type: 'retention.stay' })}>
          {t.stay}
        </Button>
        <Button variant="secondary" block onClick={() => actor.send({ type: 'retention.leave' })}>
          {t.leave}
        </Button>
      </div>
    </Modal>
  )
}
