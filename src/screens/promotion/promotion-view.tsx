import { useSelector } from '@xstate/react'
import { useEffect, useRef, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  IMAGE_CODE_LENGTH,
  SMS_CODE_LENGTH,
  type registrationMachine,
} from '../../../machines/registration.machine.ts'
import type { Field } from '../../../machines/registration.types.ts'
import { config } from '../../config.ts'
import { noticeText } from '../../i18n/messages.ts'
import { promotionTexts } from '../../i18n/promotion/index.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { APP_NAME, Card, DeadEnd, FieldError, Skeleton, usePageHeading } from '../../ui/components.tsx'
import { onDemand, prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { loadFailureText } from '../shared/load-failed.tsx'
import { registrationOutcomePanel } from './promotion.impl.ts'
import { Button, buttonClass } from '../../ui/button.tsx'

type RegistrationActor = ActorRefFrom<typeof registrationMachine>

// A registration's trace and check (./promotion.impl.ts) from the visitor's first tap (filling the
// form), so Register sends at once.
prefetchOnFirstInteraction(registrationOutcomePanel.prefetch)

/** The lender's identity at the foot of the page (decision 028): outside the first load, fetched at once. */
const lenderFooter = onDemand<Record<string, never>>(() =>
  import('./lender-footer.tsx').then((m) => m.LenderFooter),
)
void lenderFooter.prefetch()

const errorId = (field: Field) => `${field}-error`
/** The phone's placeholder under the Philippine rule: a number's shape, the same in every language. */
const PH_MOBILE_MASK = '09XX XXX XXXX'

/** The promotion landing (spec §2): a hero with the template's words, then the registration form. */
export function PromotionView({
  actor,
  agreementHref,
  downloadHref,
}: {
  actor: RegistrationActor
  agreementHref: string
  downloadHref: string
}) {
  const t = promotionTexts().landing
  // The template's words are the server's: shown as they are; the page's own when it has none.
  const title = useSelector(actor, (s) => s.context.template?.title) || t.title
  const subtitle = useSelector(actor, (s) => s.context.template?.subtitle) || t.subtitle
  // The page's stage: the top of the state value (the form's regions are one stage, `ready`).
  const stage = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'ready'))
  const heading = usePageHeading(title)

  let body: ReactNode
  switch (stage) {
    case 'loading':
      body = (
        <Card className="landing__card">
          <Skeleton lines={7} />
        </Card>
      )
      break
    case 'unavailable':
      body = <Unavailable actor={actor} downloadHref={downloadHref} />
      break
    case 'ready':
    case 'registered':
    case 'alreadyRegistered':
      body = (
        <Card className="landing__card">
          <RegistrationForm actor={actor} agreementHref={agreementHref} downloadHref={downloadHref} />
        </Card>
      )
  }

  return (
    <div className="landing">
      <header className="landing__hero">
        <p className="landing__brand">
          <span className="landing__mark" aria-hidden="true">
            ₱
          </span>
          {APP_NAME}
        </p>
        <h1 className="landing__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="landing__subtitle">{subtitle}</p>
      </header>
      <main className="landing__body">
        {body}
        <ul className="landing__points">
          <li>{t.decision}</li>
          <li>{t.money}</li>
          <li>{t.terms}</li>
        </ul>
      </main>
      <footer className="landing__footer">
        <lenderFooter.Component />
      </footer>
    </div>
  )
}

function Unavailable({ actor, downloadHref }: { actor: RegistrationActor; downloadHref: string }) {
  const failure = useSelector(actor, (s) => s.context.loadFailure)
  const t = promotionTexts().landing
  return (
    <DeadEnd
      heading={t.unavailable}
      actions={
        <>
          <Button variant="primary" onClick={() => actor.send({ type: 'landing.retry' })}>
            {t.tryAgain}
          </Button>
          <a className={buttonClass({ variant: 'secondary' })} href={downloadHref}>
            {t.download}
          </a>
        </>
      }
    >
      <p>{loadFailureText(failure ?? undefined)}</p>
    </DeadEnd>
  )
}

function RegistrationForm({
  actor,
  agreementHref,
  downloadHref,
}: {
  actor: RegistrationActor
  agreementHref: string
  downloadHref: string
}) {
  const t = promotionTexts().form
  const phone = useSelector(actor, (s) => s.context.phone)
  const capcode = useSelector(actor, (s) => s.context.capcode)
  const smsCode = useSelector(actor, (s) => s.context.smsCode)
  const problem = useSelector(actor, (s) => s.context.problem)
  const registering = useSelector(actor, (s) => s.hasTag('registering'))
  // A registration whose answer was lost: checked (the same one sent again), or still unknown.
  const checking = useSelector(actor, (s) => s.hasTag('checkingOutcome'))
  const unknown = useSelector(actor, (s) => s.hasTag('outcomeUnknown'))
  // Registered (or registered before): the download page is opening, the form takes no more input.
  const done = useSelector(actor, (s) => s.status === 'done')
  const locked = registering || done || checking || unknown
  useOwnProgress(registering || checking)

  // A refused field gets the focus, so the visitor lands where the message is.
  const phoneInput = useRef<HTMLInputElement>(null)
  const capcodeInput = useRef<HTMLInputElement>(null)
  const smsCodeInput = useRef<HTMLInputElement>(null)
  const problemField = problem?.field
  useEffect(() => {
    const input = { phone: phoneInput, capcode: capcodeInput, smsCode: smsCodeInput }
    if (problem !== null) input[problem.field].current?.focus()
  }, [problem])

  const describe = (field: Field) => ({
    'aria-invalid': problemField === field,
    'aria-describedby': problemField === field ? errorId(field) : undefined,
  })
  const error = (field: Field) =>
    problem !== null && problem.field === field ? (
      <FieldError id={errorId(field)}>{noticeText(problem.notice)}</FieldError>
    ) : null

  return (
    <form
      className="landing__form"
      noValidate
      aria-label={t.name}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'register.submit' })
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="phone">
          {t.phone}
        </label>
        <input
          id="phone"
          ref={phoneInput}
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          // No maxLength: a pasted +63 917 123 4567 must arrive whole; the flow keeps 11 digits of it.
          placeholder={config.phoneRule === 'spec' ? t.phonePlaceholderSpecRule : PH_MOBILE_MASK}
          value={phone}
          readOnly={locked}
          {...describe('phone')}
          onChange={(event) => actor.send({ type: 'phone.change', value: event.target.value })}
        />
        {error('phone')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="capcode">
          {t.imageCode}
        </label>
        <div className="landing__row">
          <input
            id="capcode"
            ref={capcodeInput}
            className="input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={IMAGE_CODE_LENGTH}
            placeholder={t.imageCodePlaceholder(IMAGE_CODE_LENGTH)}
            value={capcode}
            readOnly={locked}
            {...describe('capcode')}
            onChange={(event) => actor.send({ type: 'capcode.change', value: event.target.value })}
          />
          <Captcha actor={actor} locked={checking || unknown} />
        </div>
        {error('capcode')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="sms-code">
          {t.smsCode}
        </label>
        <div className="landing__row">
          <input
            id="sms-code"
            ref={smsCodeInput}
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={t.smsCodePlaceholder(SMS_CODE_LENGTH)}
            value={smsCode}
            readOnly={locked}
            {...describe('smsCode')}
            onChange={(event) => actor.send({ type: 'smsCode.change', value: event.target.value })}
          />
          <GetCode actor={actor} locked={checking || unknown} />
        </div>
        {error('smsCode')}
      </div>
      {checking || unknown ? (
        <registrationOutcomePanel.Component
          actor={actor}
          checking={checking}
          downloadHref={downloadHref}
          downloadLabel={promotionTexts().landing.download}
        />
      ) : (
        <Button type="submit" variant="primary" block disabled={locked} aria-busy={registering}>
          {registering ? t.registering : t.register}
        </Button>
      )}
      <p className="landing__agreement">
        {t.agreementLead}
        <a
          href={agreementHref}
          onClick={(event) => {
            event.preventDefault()
            actor.send({ type: 'agreement.open' })
          }}
        >
          {t.agreementLink}
        </a>
        {t.agreementEnd}
      </p>
    </form>
  )
}

/** The captcha picture: tapping it (or the button beside it) asks for a new one. */
function Captcha({ actor, locked }: { actor: RegistrationActor; locked: boolean }) {
  const url = useSelector(actor, (s) => s.context.captchaUrl)
  const loading = useSelector(actor, (s) => s.hasTag('captchaLoading'))
  const failed = useSelector(actor, (s) => s.hasTag('captchaFailed'))
  const t = promotionTexts().form
  // While a registration is on its way or checked, its image code stays the one sent: no new picture.
  const refresh = locked ? undefined : () => actor.send({ type: 'captcha.refresh' })
  return (
    <div className="captcha" aria-busy={loading}>
      {failed ? (
        <p className="captcha__failed" role="status" onClick={refresh}>
          {t.pictureNotLoaded}
        </p>
      ) : url === '' ? (
        <span className="captcha__placeholder" aria-hidden="true" />
      ) : (
        <img className="captcha__image" src={url} alt={t.picture} width={100} height={40} onClick={refresh} />
      )}
      <button
        type="button"
        className="captcha__refresh"
        aria-label={failed ? t.loadPictureAgain : t.newPicture}
        disabled={loading || locked}
        onClick={refresh}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  )
}

/**
 * Get code: during the countdown it shows the seconds and reads as disabled, yet a tap still reaches
 * the machine, which says "do not resend the code" (spec §5), so it is aria-disabled, not disabled.
 */
function GetCode({ actor, locked }: { actor: RegistrationActor; locked: boolean }) {
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft)
  const countingDown = useSelector(actor, (s) => s.hasTag('countingDown'))
  const sending = useSelector(actor, (s) => s.hasTag('sendingCode'))
  useOwnProgress(sending)
  const texts = promotionTexts()
  return (
    <Button
      variant="secondary"
      className="landing__get-code"
      aria-disabled={countingDown || sending}
      aria-busy={sending}
      // No new code while a registration's outcome is checked: the one sent is the one it used.
      disabled={locked}
      onClick={() => actor.send({ type: 'sms.send' })}
    >
      {countingDown ? texts.resendIn(secondsLeft) : texts.getCode}
    </Button>
  )
}
