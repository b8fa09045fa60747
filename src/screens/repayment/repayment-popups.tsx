import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useOwnProgress } from '../../ui/activity.ts'
import { Barcode } from '../../ui/barcode.tsx'
import { FieldError } from '../../ui/components.tsx'
import { Modal, Sheet } from '../../ui/overlays.tsx'
import type { RepaymentActor } from './repayment-view.tsx'
import { ServerLogo } from '../../ui/server-logo.tsx'

const HINT_ID = 'channel-hint'
const ERROR_ID = 'channel-error'
const TITLE_ID = 'channel-title'

/**
 * The channel popup ("Payment Method") and the scanToPay bar code (spec §2): loaded on demand, so
 * neither is part of the page's first load.
 */
export function RepaymentPopups({ actor }: { actor: RepaymentActor }) {
  const choosing = useSelector(actor, (s) => s.matches({ ready: { payment: 'choosing' } }))
  const generating = useSelector(actor, (s) => s.matches({ ready: { payment: 'generating' } }))
  const leaving = useSelector(actor, (s) => s.matches({ ready: { payment: 'leaving' } }))
  const barcodeOpen = useSelector(actor, (s) => s.matches({ ready: { barcode: 'open' } }))
  const payCode = useSelector(actor, (s) => s.context.repayment?.defaultPayment?.payCode ?? '')
  const channels = useSelector(actor, (s) => s.context.repayment?.channels ?? [])
  const selected = useSelector(actor, (s) => s.context.selected)
  const missing = useSelector(actor, (s) => s.context.channelMissing)
  useOwnProgress(generating)
  const open = choosing || generating || leaving
  const list = useRef<HTMLDivElement>(null)
  // Payment without a channel: the error shows at the list, and focus goes to its first channel.
  useEffect(() => {
    if (missing) list.current?.querySelector('input')?.focus()
  }, [missing])

  return (
    <>
      <Sheet
        open={open}
        title="Payment Method"
        onDismiss={choosing ? () => actor.send({ type: 'channels.close' }) : undefined}
      >
        <p id={HINT_ID} className="muted channel-hint">
          Please select your repayment method for payment
        </p>
        {channels.length === 0 ? (
          <p>No payment channel is available for this order right now.</p>
        ) : (
          <div
            ref={list}
            className="choice-list channel-list"
            role="radiogroup"
            aria-labelledby={TITLE_ID}
            aria-describedby={missing ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
            aria-invalid={missing}
          >
            <span id={TITLE_ID} className="visually-hidden">
              Payment channels
            </span>
            {channels.map((channel) => (
              <label key={channel.channelNumber} className="choice">
                <ServerLogo className="channel-logo" src={channel.logo} />
                <span className="choice__text">
                  <span className="choice__title">{channel.name || channel.channelNumber}</span>
                </span>
                <input
                  type="radio"
                  name="repay-channel"
                  className="radio radio--check"
                  value={channel.channelNumber}
                  checked={selected === channel.channelNumber}
                  disabled={!choosing}
                  onChange={() =>
                    actor.send({ type: 'channel.select', channelNumber: channel.channelNumber })
                  }
                />
              </label>
            ))}
          </div>
        )}
        {missing && <FieldError id={ERROR_ID}>Choose a payment channel first.</FieldError>}
        {/* Without a channel there is nothing to pay with: no Payment that could only fail. */}
        {channels.length > 0 && (
          <button
            type="button"
            className="button button--primary button--block channel-pay"
            aria-disabled={!choosing}
            aria-busy={generating}
            onClick={() => actor.send({ type: 'payment.submit' })}
          >
            {generating ? 'Payment…' : 'Payment'}
          </button>
        )}
      </Sheet>
      <Modal open={barcodeOpen} title="Scan to pay" onDismiss={() => actor.send({ type: 'barcode.close' })}>
        <p className="muted">Show this bar code to the cashier to pay with your payment code.</p>
        <Barcode value={payCode} label={`Bar code of payment code ${payCode}`} />
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => actor.send({ type: 'barcode.close' })}
        >
          Close
        </button>
      </Modal>
    </>
  )
}
