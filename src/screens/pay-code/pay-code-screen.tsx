import { useState } from 'react'
import { formatPeso } from '../../lib/format.ts'
import { Card, Page } from '../../ui/components.tsx'
import { ServerLogo } from '../../ui/server-logo.tsx'
import { copyText } from '../copy-text.ts'
import { useServices } from '../services.tsx'
import { DeadEndPage } from '../way-on.tsx'
import { decodePayCodeLink } from './pay-code-link.ts'
import { CopyIcon } from './pay-code-parts.tsx'

/*
 * `/repaymentOfCode?showType=&payCode=&payCodeImg=&repayAmount=` (spec §2 "Repayment by code"): where
 * the pay-code channel's payUrl lands. No state machine: the page only renders its decoded query (the
 * rules are in pay-code-link.ts) and copies the code; it makes no call and goes nowhere by itself.
 */

export const CODE_TITLE = 'Payment code'
export const QR_TITLE = 'Scan to pay'
export const QR_ALT = 'QR code to scan and pay'

/** The five scan-and-pay tips beside the QR code (spec §2). */
export const QR_TIPS = [
  'Open GCash, Maya or your bank’s app.',
  'Tap Scan or Pay QR.',
  'Scan the code above. Paying from this phone? Take a screenshot, then choose Upload QR in the scan screen.',
  'Check that the amount matches before you confirm.',
  'Pay, and keep the receipt until the payment shows on your loan.',
] as const

export default function PayCodeScreen() {
  const services = useServices()
  const [link] = useState(() => decodePayCodeLink(services.pageQuery(), services.origin))
  if (link === null) {
    return (
      <DeadEndPage title={CODE_TITLE} heading="This payment code link is incomplete">
        <p>Please go back and choose your payment channel again to get a new code.</p>
      </DeadEndPage>
    )
  }
  return link.kind === 'code' ? (
    <CodePage payCode={link.payCode} amount={link.amount} channelImage={link.channelImage} />
  ) : (
    <QrPage image={link.qrImage} amount={link.amount} />
  )
}

function AmountCard({ amount }: { amount: number }) {
  return (
    <Card className="amount-card paycode-amount">
      <p className="amount-card__label">Amount to pay</p>
      <p className="amount-card__value">{formatPeso(amount)}</p>
    </Card>
  )
}

/** showType 1: the amount, the code to copy, and the channel's picture when it is usable. */
function CodePage({
  payCode,
  amount,
  channelImage,
}: {
  payCode: string
  amount: number
  channelImage: string | null
}) {
  const { toast } = useServices()
  return (
    <Page title={CODE_TITLE}>
      <AmountCard amount={amount} />
      <Card className="paycode">
        {/* A picture that does not load is left out: the code is what the borrower needs. */}
        <ServerLogo className="paycode__channel" src={channelImage ?? ''} alt="Payment channel" />
        <p className="paycode__label">Your payment code</p>
        <p className="paycode__value">{payCode}</p>
        <button
          type="button"
          className="button button--primary button--block"
          aria-label={`Copy payment code ${payCode}`}
          onClick={() => void copyText(payCode, toast)}
        >
          <CopyIcon />
          Copy
        </button>
        <p className="paycode__hint">
          Enter this code in the payment channel’s app or give it at the counter, and pay the exact amount.
        </p>
      </Card>
    </Page>
  )
}

/** Any other showType: the QR code, big enough to scan, and how to pay with it. */
function QrPage({ image, amount }: { image: string; amount: number | null }) {
  // Without its picture the page has nothing to scan: it says so and offers the ways on.
  const [imageFailed, setImageFailed] = useState(false)
  if (imageFailed) {
    return (
      <DeadEndPage title={QR_TITLE} heading="The QR code could not be loaded">
        <p>Please check your connection, then go back and choose your payment channel again.</p>
      </DeadEndPage>
    )
  }
  return (
    <Page title={QR_TITLE}>
      {amount !== null && <AmountCard amount={amount} />}
      <Card className="paycode-qr">
        <img
          className="paycode-qr__image"
          src={image}
          width={240}
          height={240}
          alt={QR_ALT}
          onError={() => setImageFailed(true)}
        />
        <p className="paycode-qr__caption">Scan with GCash, Maya or your bank’s app</p>
      </Card>
      <Card className="paycode-steps">
        <h2 className="section-title">How to scan and pay</h2>
        <ol className="paycode-steps__list" role="list">
          {QR_TIPS.map((tip) => (
            <li key={tip} className="paycode-steps__item">
              {tip}
            </li>
          ))}
        </ol>
      </Card>
    </Page>
  )
}
