import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { repaymentPopupTexts } from '../../i18n/repaymentpopups/index.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Barcode } from '../../ui/barcode.tsx'
import { Button } from '../../ui/button.tsx'
import { FieldError } from '../../ui/components.tsx'
import { OutcomeCheck } from '../../ui/outcome-check.tsx'
import { Modal, Sheet } from '../../ui/overlays.tsx'
import type { RepaymentActor } from './repayment-actor.ts'
import { ServerLogo } from '../../ui/server-logo.tsx'

const HINT_ID = 'channel-hint'
const ERROR_ID = 'channel-error'
const TITLE_ID = 'channel-title'

/**
 * The channel popup ("Payment Method") and the scanToPay bar code (spec §2): loaded on demand, so
 * neither is part of the page's first load.
 */
export function RepaymentPopups({ actor }: { actor: RepaymentActor }) {
  // Open while choosing, generating, checking, unknown, or leaving for the pay page.
  const open = useSelector(actor, (s) => s.hasTag('channelsOpen'))
  const choosing = useSelector(actor, (s) => s.hasTag('choosingChannel'))
  const generating = useSelector(actor, (s) => s.hasTag('generating'))
  const checking = useSelector(actor, (s) => s.hasTag('checking'))
  const unknown = useSelector(actor, (s) => s.hasTag('outcomeUnknown'))
  const barcodeOpen = useSelector(actor, (s) => s.hasTag('barcodeOpen'))
  const payCode = useSelector(actor, (s) => s.context.repayment?.defaultPayment?.payCode ?? '')
  const channels = useSelector(actor, (s) => s.context.repayment?.channels ?? [])
  const selected = useSelector(actor, (s) => s.context.selected)
  const missing = useSelector(actor, (s) => s.context.channelMissing)
  useOwnProgress(generating)
  const t = repaymentPopupTexts()
  const list = useRef<HTMLDivElement>(null)
  // Payment without a channel: the error shows at the list, and focus goes to its first channel.
  useEffect(() => {
    if (missing) list.current?.querySelector('input')?.focus()
  }, [missing])

  return (
    <>
      <Sheet
        open={open}
        title={t.channels.title}
        onDismiss={choosing ? () => actor.send({ type: 'channels.close' }) : undefined}
      >
        <p id={HINT_ID} className="muted channel-hint">
          {t.channels.hint}
        </p>
        <p className="muted channel-hint">{t.channels.each}</p>
        {channels.length === 0 ? (
          <p>{t.channels.none}</p>
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
              {t.channels.label}
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
        {missing && <FieldError id={ERROR_ID}>{t.channels.missing}</FieldError>}
        {/* In place of Payment while a pay code asked for without an answer is checked, and after. */}
        {(checking || unknown) && (
          <PayCodeOutcome
            status={checking ? 'checking' : 'unknown'}
            onCheckAgain={() => actor.send({ type: 'outcome.check' })}
            onService={() => actor.send({ type: 'service.open' })}
          />
        )}
        {/* Without a channel there is nothing to pay with: no Payment that could only fail. */}
        {channels.length > 0 && !checking && !unknown && (
          <Button
            variant="primary"
            block
            className="channel-pay"
            aria-disabled={!choosing}
            aria-busy={generating}
            onClick={() => actor.send({ type: 'payment.submit' })}
          >
            {generating ? t.channels.paying : t.channels.pay}
          </Button>
        )}
      </Sheet>
      <Modal open={barcodeOpen} title={t.scan.title} onDismiss={() => actor.send({ type: 'barcode.close' })}>
        <p className="muted">{t.scan.hint}</p>
        <Barcode value={payCode} label={t.scan.label(payCode)} />
        <Button variant="secondary" block onClick={() => actor.send({ type: 'barcode.close' })}>
          {t.scan.close}
        </Button>
      </Modal>
    </>
  )
}

/** The check of a pay code asked for without an answer (decision 022): checking, or unknown after the checks. */
function PayCodeOutcome({
  status,
  onCheckAgain,
  onService,
}: {
  status: 'checking' | 'unknown'
  onCheckAgain: () => void
  onService: () => void
}) {
  const t = repaymentPopupTexts().check
  if (status === 'checking')
    return (
      <OutcomeCheck status="checking" title={t.checking}>
        <p>{t.checkingText}</p>
      </OutcomeCheck>
    )
  return (
    <OutcomeCheck
      status="unknown"
      title={t.unknown}
      onCheckAgain={onCheckAgain}
      contact={
        <Button variant="secondary" onClick={onService}>
          {t.service}
        </Button>
      }
    >
      <p>{t.unknownText}</p>
    </OutcomeCheck>
  )
}
