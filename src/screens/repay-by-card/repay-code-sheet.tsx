import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { repayByCardMachine } from '../../../machines/repay-by-card.machine.ts'
import { cardPopupTexts } from '../../i18n/cardpopups/index.ts'
import { noticeText } from '../../i18n/messages.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Button } from '../../ui/button.tsx'
import { FieldError } from '../../ui/components.tsx'
import { Sheet } from '../../ui/overlays.tsx'

type RepayActor = ActorRefFrom<typeof repayByCardMachine>

const CODE_ERROR_ID = 'sms-code-error'

/**
 * The SMS code entry (spec §4): loaded on demand, it is not part of the repayment page's first load.
 * Mounted while the machine is in enteringCode.
 */
export function CodeSheet({ actor, mobilePhone }: { actor: RepayActor; mobilePhone: string }) {
  const code = useSelector(actor, (s) => s.context.code)
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft)
  const resumed = useSelector(actor, (s) => s.context.resumed)
  const canResend = useSelector(actor, (s) => s.can({ type: 'code.resend' }))
  const resending = useSelector(actor, (s) => s.hasTag('resending'))
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'))
  const coolingDown = useSelector(actor, (s) => s.hasTag('coolingDown'))
  const problem = useSelector(actor, (s) => (s.context.problem?.field === 'code' ? s.context.problem : null))
  useOwnProgress(confirming || resending)

  // A refused code (the server answered while the field was read-only) puts the borrower back in it.
  const input = useRef<HTMLInputElement>(null)
  const wasConfirming = useRef(false)
  useEffect(() => {
    if (wasConfirming.current && !confirming) input.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  const t = cardPopupTexts().code
  return (
    <Sheet
      open
      title={t.title}
      onDismiss={confirming ? undefined : () => actor.send({ type: 'code.cancel' })}
    >
      <p className="muted">{resumed ? t.resumed(mobilePhone) : t.sent(mobilePhone)}</p>
      <form
        className="code-form"
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'code.submit' })
        }}
      >
        <label className="visually-hidden" htmlFor="sms-code">
          {t.label}
        </label>
        <input
          id="sms-code"
          ref={input}
          className="input code-form__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t.label}
          value={code}
          readOnly={confirming}
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? CODE_ERROR_ID : undefined}
          onChange={(event) => actor.send({ type: 'code.change', value: event.target.value })}
        />
        {problem !== null && <FieldError id={CODE_ERROR_ID}>{noticeText(problem.notice)}</FieldError>}
        <div className="code-form__resend-row">
          <Button
            variant="link"
            className="code-form__resend"
            disabled={!canResend || resending || confirming}
            onClick={() => actor.send({ type: 'code.resend' })}
          >
            {resending
              ? t.sending
              : coolingDown
                ? cardPopupTexts().resendIn(secondsLeft)
                : cardPopupTexts().getCode}
          </Button>
        </div>
        <div className="button-row">
          <Button
            variant="secondary"
            disabled={confirming}
            onClick={() => actor.send({ type: 'code.cancel' })}
          >
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={confirming} aria-busy={confirming}>
            {confirming ? t.confirming : t.confirm}
          </Button>
        </div>
      </form>
    </Sheet>
  )
}
