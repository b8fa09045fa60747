import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { loanConfirmMachine } from '../../../machines/loan-confirm.machine.ts'
import { config } from '../../config.ts'
import { frameSandbox } from '../../lib/frame.ts'
import { Modal } from '../../ui/overlays.tsx'

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
    (s) =>
      (s.matches({ ready: { agreementPopup: 'shown' } }) ||
        s.matches({ ready: { agreementPopup: 'declining' } })) &&
      // The retention popup, when it asks, stands in front of this one.
      s.matches({ ready: { retention: 'hidden' } }),
  )
  return (
    <Modal open={asking} title="Please read the agreement">
      {/* Never allow-same-origin; scripts only for a configured origin; no referrer (decision 023). */}
      <iframe
        className="agreement-frame"
        src={url}
        title="Agreement"
        sandbox={frameSandbox(url, config.frameScriptOrigins)}
        referrerPolicy="no-referrer"
      />
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => actor.send({ type: 'agreementPopup.cancel' })}
        >
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => actor.send({ type: 'agreementPopup.agree' })}
        >
          Agree
        </button>
      </div>
    </Modal>
  )
}

function RetentionPopup({ actor }: { actor: ConfirmActor }) {
  const asking = useSelector(
    actor,
    (s) => !s.matches({ ready: { retention: 'hidden' } }) && s.matches('ready'),
  )
  const title = useSelector(actor, (s) => s.context.data?.offer.popTitle ?? '')
  const content = useSelector(actor, (s) => s.context.data?.offer.popContent ?? '')
  return (
    <Modal open={asking} title="Point out">
      {title !== '' && <p className="modal__lead">{title}</p>}
      {content !== '' && <p className="modal__text">{content}</p>}
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => actor.send({ type: 'retention.leave' })}
        >
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => actor.send({ type: 'retention.stay' })}
        >
          Agree
        </button>
      </div>
    </Modal>
  )
}
