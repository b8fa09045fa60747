import { useState } from 'react'
import { COMPANY_BRAND } from 'virtual:company-brand'
import { formatPeso } from '../../lib/format.ts'
import { formatManilaDateTime } from '../../lib/manila-time.ts'
import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { Card, Page } from '../../ui/components.tsx'
import { ServerLogo } from '../../ui/server-logo.tsx'
import { copyText } from '../shared/copy-text.ts'
import { useServices } from '../shared/services.tsx'
import { DeadEndPage, WayOn } from '../shared/way-on.tsx'
import { guideForChannel, Rich } from '../shared/dragonpay-guides.tsx'
import { common } from '../../i18n/common/index.ts'
import { paycodeTexts } from '../../i18n/paycode/index.ts'
import { decodePayCodeLink } from '../shared/pay-code-link.ts'
import { CopyIcon } from './pay-code-parts.tsx'
import { Button, buttonClass } from '../../ui/button.tsx'

/*
 * `/repaymentOfCode?showType=&payCode=&payCodeImg=&repayAmount=` (spec §2 "Repayment by code"): where
 * the pay-code channel's payUrl lands. No state machine: the page only renders its decoded query (the
 * rules are in pay-code-link.ts) and copies the code; it makes no call and goes nowhere by itself.
 */

/*
 * Titles: the code's one borrower-facing name, on every screen (decision 030), is the route's
 * (common titles.payCode); a refused QR link has nothing to scan, so that page is named for what the
 * borrower came to do (titles.pay).
 */
/** Where "see every step with pictures" leads: the Dragonpay guide, in the /carpmm form. */
const GUIDE_PATH = '/carpmm'
/** Where a borrower who doubts a payment link asks (the complaint and contact pages start there). */
const CUSTOMER_SERVICE_PATH = '/customerService'

/** The five scan-and-pay tips beside the QR code (spec §2). */
export function qrTips(): string[] {
  const { qr } = paycodeTexts()
  return [qr.tip1, qr.tip2, qr.tip3, qr.tip4, qr.tip5]
}

export default function PayCodeScreen() {
  const services = useServices()
  const [link] = useState(() => decodePayCodeLink(services.pageQuery(), services.origin))
  if (link === null) {
    const t = paycodeTexts()
    return (
      <DeadEndPage title={common().titles.payCode} heading={t.incompleteHeading}>
        <p>{t.incompleteText}</p>
      </DeadEndPage>
    )
  }
  switch (link.kind) {
    case 'code':
      return (
        <CodePage
          payCode={link.payCode}
          amount={link.amount}
          channelImage={link.channelImage}
          channel={link.channel}
          expiresAt={link.expiresAt}
        />
      )
    case 'qr':
      return <QrPage image={link.qrImage} amount={link.amount} />
    case 'qrRefused':
      return <RefusedQrPage payCode={link.payCode} amount={link.amount} />
  }
}

function AmountCard({ amount }: { amount: number }) {
  return (
    <Card className="amount-card paycode-amount">
      <p className="amount-card__label">{paycodeTexts().amountDue}</p>
      <p className="amount-card__value">{formatPeso(amount)}</p>
    </Card>
  )
}

/**
 * showType 1: the amount, the code to copy, the channel it is for, until when it is valid, and the
 * channel's steps (the Dragonpay guide's, decision 030) when the channel is known.
 */
function CodePage({
  payCode,
  amount,
  channelImage,
  channel,
  expiresAt,
}: {
  payCode: string
  amount: number
  channelImage: string | null
  channel: string | null
  expiresAt: Date | null
}) {
  const guide = channel === null ? undefined : guideForChannel(channel)
  return (
    <Page title={common().titles.payCode}>
      <AmountCard amount={amount} />
      <CodeCard payCode={payCode} channelImage={channelImage} channel={channel} expiresAt={expiresAt} />
      <ChannelSteps channel={channel} guide={guide} payCode={payCode} amount={amount} />
    </Page>
  )
}

/** "2026-11-28 10:42" Manila: until when a code is valid. */
const validUntil = (at: Date) => formatManilaDateTime(at).slice(0, 16)

/** The code to type in, with Copy, the channel it is for and until when, and the channel's picture. */
function CodeCard({
  payCode,
  channelImage,
  channel = null,
  expiresAt = null,
}: {
  payCode: string
  channelImage: string | null
  channel?: string | null
  expiresAt?: Date | null
}) {
  const { toast } = useServices()
  const t = paycodeTexts()
  // Read once, as the page opens: whether the code had already expired then.
  const [expired] = useState(() => expiresAt !== null && expiresAt.getTime() <= Date.now())
  return (
    <Card className="paycode">
      {/* A picture that does not load is left out: the code is what the borrower needs. */}
      <ServerLogo className="paycode__channel" src={channelImage ?? ''} alt={channel ?? t.paymentChannel} />
      <p className="paycode__label">{channel === null ? t.yourCode : t.yourCodeFor(channel)}</p>
      <p className="paycode__value">{payCode}</p>
      {expiresAt !== null && (
        <p
          className={`paycode__valid${expired ? ' paycode__valid--expired' : ''}`}
          data-testid="paycode-valid"
        >
          {expired ? t.expired(validUntil(expiresAt)) : t.validUntil(validUntil(expiresAt))}
        </p>
      )}
      <Button block aria-label={t.copyCode(payCode)} onClick={() => void copyText(payCode, toast)}>
        <CopyIcon />
        {t.copy}
      </Button>
      <p className="paycode__hint">{channel === null ? t.hint : t.hintFor(channel)}</p>
    </Card>
  )
}

/** The chosen channel's steps, and the way to the full guide carrying this code and amount. */
function ChannelSteps({
  channel,
  guide,
  payCode,
  amount,
}: {
  channel: string | null
  guide: ReturnType<typeof guideForChannel>
  payCode: string
  amount: number
}) {
  const { navigate, pageQuery } = useServices()
  const t = paycodeTexts()
  const params = { requestType: '1', amount: String(amount), payCode }
  return (
    <Card className="paycode-steps">
      {guide !== undefined && channel !== null && (
        <>
          <h2 className="section-title">{t.howToPayWith(channel)}</h2>
          <ol className="paycode-steps__list" role="list">
            {guide.steps.map((step, index) => (
              <li key={index} className="paycode-steps__item">
                {/* One grid cell: the step's words with their bold parts, beside its number. */}
                <span>
                  <Rich text={step} />
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <a
        className={buttonClass({ variant: 'secondary', block: true }, 'paycode-steps__guide')}
        href={withCommonQuery(GUIDE_PATH, pickCommon(pageQuery()), params)}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          navigate.go(GUIDE_PATH, params)
        }}
      >
        {guide !== undefined ? t.stepsWithPictures : t.stepByStep}
      </a>
    </Card>
  )
}

/**
 * A QR link whose picture is not from the lender (pay-code-link.ts `qrRefused`): a QR code says where
 * the money goes, so a picture from elsewhere is never shown under the lender's name. The page says
 * why, shows what the link still tells (the amount, a code to type in) and leads to a new code or to
 * customer service (decision 023).
 */
function RefusedQrPage({ payCode, amount }: { payCode: string | null; amount: number | null }) {
  const { navigate } = useServices()
  const { refused } = paycodeTexts()
  return (
    <Page title={common().titles.pay}>
      <Card className="dead-end paycode-refused">
        <h2 className="dead-end__heading">{refused.heading}</h2>
        <div className="dead-end__text">
          <p>{refused.notFrom(COMPANY_BRAND)}</p>
          <p>{payCode !== null ? refused.payWithCode : refused.getNewCode}</p>
        </div>
      </Card>
      {amount !== null && <AmountCard amount={amount} />}
      {payCode !== null && <CodeCard payCode={payCode} channelImage={null} />}
      <Card className="dead-end">
        <div className="dead-end__text">
          <p>{refused.askFirst}</p>
        </div>
        <div className="dead-end__actions">
          <WayOn
            primary={
              <Button
                variant={payCode === null ? 'primary' : 'secondary'}
                onClick={() => navigate.go(CUSTOMER_SERVICE_PATH)}
              >
                {refused.contact}
              </Button>
            }
          />
        </div>
      </Card>
    </Page>
  )
}

/** Any other showType: the QR code, big enough to scan, and how to pay with it. */
function QrPage({ image, amount }: { image: string; amount: number | null }) {
  // Without its picture the page has nothing to scan: it says so and offers the ways on.
  const [imageFailed, setImageFailed] = useState(false)
  const { qr } = paycodeTexts()
  if (imageFailed) {
    return (
      <DeadEndPage title={qr.title} heading={qr.failedHeading}>
        <p>{qr.failedText}</p>
      </DeadEndPage>
    )
  }
  return (
    <Page title={qr.title}>
      {amount !== null && <AmountCard amount={amount} />}
      <Card className="paycode-qr">
        <img
          className="paycode-qr__image"
          src={image}
          width={240}
          height={240}
          alt={qr.alt}
          referrerPolicy="no-referrer"
          onError={() => setImageFailed(true)}
        />
        <p className="paycode-qr__caption">{qr.caption}</p>
      </Card>
      <Card className="paycode-steps">
        <h2 className="section-title">{qr.tipsTitle}</h2>
        <ol className="paycode-steps__list" role="list">
          {qrTips().map((tip) => (
            <li key={tip} className="paycode-steps__item">
              {tip}
            </li>
          ))}
        </ol>
      </Card>
    </Page>
  )
}
