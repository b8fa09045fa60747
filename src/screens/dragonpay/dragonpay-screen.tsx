import { useState, type MouseEvent } from 'react'
import { formatPeso } from '../../lib/format.ts'
import { Notice, Page } from '../../ui/components.tsx'
import { Modal } from '../../ui/overlays.tsx'
import { copyText } from '../copy-text.ts'
import { useServices } from '../services.tsx'
import {
  GUIDES,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  pictureName,
  type Guide,
  type PictureRef,
} from './dragonpay-guides.tsx'
import { decodeDragonpayQuery, type QueryValue } from './dragonpay-query.ts'

export const AMOUNT_UNREADABLE =
  'The amount in this link could not be read. Pay the amount shown in your loan.'
export const PAY_CODE_UNREADABLE =
  'The pay code in this link could not be read. Use the pay code shown in your loan.'

/**
 * `/dragonpay` and `/carpmm?requestType=1&amount=…&payCode=…`: how to repay through Dragonpay with
 * GCash Bills, Maya or cash at a store (spec §2), with the amount and the pay code when the link
 * carries them. The screen only renders its decoded query and calls nothing, so it has no machine;
 * which picture is enlarged is view state of its own (useState).
 */
export default function DragonpayScreen() {
  const services = useServices()
  const [query] = useState(() => decodeDragonpayQuery(services.pageQuery()))
  const [enlarged, setEnlarged] = useState<PictureRef | null>(null)
  const { amount, payCode } = query
  const shown = enlarged === null ? undefined : GUIDES.find((guide) => guide.id === enlarged.guide)
  const picture = enlarged === null ? undefined : shown?.pictures[enlarged.index]
  const close = () => setEnlarged(null)

  return (
    <Page title="Payment instructions">
      <p className="dragonpay-intro">
        Repay your loan through <strong>Dragonpay</strong>: with GCash, with Maya, or in cash at a store.
        Always enter your <strong>pay code</strong> where the app or form asks for the reference number, so
        the payment reaches your loan.
        {payCode.kind !== 'read' && ' Your pay code is on your loan’s repayment page.'}
      </p>
      {amount.kind === 'unreadable' && <Notice>{AMOUNT_UNREADABLE}</Notice>}
      {payCode.kind === 'unreadable' && <Notice>{PAY_CODE_UNREADABLE}</Notice>}
      <PaymentDetails
        amount={amount}
        payCode={payCode}
        onCopy={(code) => void copyText(code, services.toast)}
      />
      <nav className="dragonpay-jump" aria-label="Ways to pay">
        {/* role="list": Safari drops the list role of a list without bullets (list-style: none). */}
        <ul role="list">
          {GUIDES.map((guide) => (
            <li key={guide.id}>
              <a href={`#${sectionId(guide)}`} onClick={jumpTo(guide)}>
                {guide.short}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {GUIDES.map((guide) => (
        <GuideSection
          key={guide.id}
          guide={guide}
          onEnlarge={(index) => setEnlarged({ guide: guide.id, index })}
        />
      ))}
      <section className="card dragonpay-rules" aria-labelledby="dragonpay-rules-title">
        <h2 className="dragonpay-section-title" id="dragonpay-rules-title">
          Before you pay
        </h2>
        <ul>
          <li>Pay the exact amount. A different amount may not be matched to your loan.</li>
          <li>Check that the reference number is your pay code, character by character.</li>
          <li>GCash, Maya and stores may charge a small service fee.</li>
          <li>Keep your receipt until the payment shows in your loan.</li>
        </ul>
      </section>
      <Modal
        className="modal--zoom"
        open={shown !== undefined && picture !== undefined}
        title={shown !== undefined && picture !== undefined ? pictureName(shown, picture) : ''}
        onDismiss={close}
      >
        {picture !== undefined && (
          <div className="dragonpay-zoom">
            <img
              className="dragonpay-zoom__image"
              src={picture.src}
              alt={picture.alt}
              width={PICTURE_WIDTH}
              height={PICTURE_HEIGHT}
              decoding="async"
            />
            <p className="dragonpay-zoom__caption">{picture.caption}</p>
            <button type="button" className="button button--primary button--block" onClick={close}>
              Close
            </button>
          </div>
        )}
      </Modal>
    </Page>
  )
}

function PaymentDetails({
  amount,
  payCode,
  onCopy,
}: {
  amount: QueryValue
  payCode: QueryValue
  onCopy: (code: string) => void
}) {
  if (amount.kind !== 'read' && payCode.kind !== 'read') return null
  return (
    <section className="card dragonpay-details" aria-labelledby="dragonpay-details-title">
      <h2 className="dragonpay-section-title" id="dragonpay-details-title">
        Your payment
      </h2>
      <dl className="dragonpay-details__list">
        {amount.kind === 'read' && (
          <div className="dragonpay-details__row">
            <dt>Amount to pay</dt>
            <dd className="dragonpay-details__amount" data-testid="dragonpay-amount">
              {formatPeso(amount.value)}
            </dd>
          </div>
        )}
        {payCode.kind === 'read' && (
          <div className="dragonpay-details__row">
            <dt>Pay code</dt>
            <dd className="dragonpay-details__code-line">
              <span className="dragonpay-details__code" data-testid="dragonpay-pay-code">
                {payCode.value}
              </span>
              <button
                type="button"
                className="button button--secondary dragonpay-details__copy"
                aria-label="Copy pay code"
                onClick={() => onCopy(payCode.value)}
              >
                Copy
              </button>
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}

function GuideSection({ guide, onEnlarge }: { guide: Guide; onEnlarge: (index: number) => void }) {
  const titleId = `${sectionId(guide)}-title`
  return (
    <section className="card dragonpay-guide" id={sectionId(guide)} aria-labelledby={titleId}>
      <div className="dragonpay-guide__head">
        {guide.id === 'store' ? <StoreMark /> : <WalletMark id={guide.id} />}
        <div>
          <h2 className="dragonpay-section-title" id={titleId} tabIndex={-1}>
            {guide.title}
          </h2>
          <p className="muted">{guide.lead}</p>
        </div>
      </div>
      <ol className="dragonpay-steps" role="list">
        {guide.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <ul className="dragonpay-pictures" role="list" aria-label={`Pictures: ${guide.name}`}>
        {guide.pictures.map((picture, index) => (
          <li key={picture.src}>
            <button
              type="button"
              className="dragonpay-pictures__button"
              aria-label={`Enlarge: ${pictureName(guide, picture)}`}
              onClick={() => onEnlarge(index)}
            >
              <img
                src={picture.src}
                alt={picture.alt}
                width={PICTURE_WIDTH}
                height={PICTURE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
              <span className="dragonpay-pictures__step">
                <svg className="dragonpay-pictures__zoom" viewBox="0 0 24 24" aria-hidden="true">
                  <circle cx="10.5" cy="10.5" r="6" />
                  <path d="M15 15l5 5M10.5 8v5M8 10.5h5" />
                </svg>
                Step {picture.step}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The bank marks of GCash and Maya (src/ui/bank-mark.tsx draws the same), without loading that module here. */
function WalletMark({ id }: { id: 'gcash' | 'maya' }) {
  return (
    <span className={`bank-mark bank-mark--${id === 'gcash' ? 'gc' : 'maya'}`} aria-hidden="true">
      {id === 'gcash' ? 'GC' : 'Maya'}
    </span>
  )
}

function StoreMark() {
  return (
    <span className="bank-mark dragonpay-store-mark" aria-hidden="true">
      <svg viewBox="0 0 24 24">
        <path d="M4 10v9h16v-9M3 5h18l-1 5H4zM10 19v-5h4v5" />
      </svg>
    </span>
  )
}

function sectionId(guide: Guide): string {
  return `dragonpay-${guide.id}`
}

/** Scrolls to a guide under the sticky header and moves focus to its heading, without a history entry. */
function jumpTo(guide: Guide) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const section = document.getElementById(sectionId(guide))
    if (section === null) return
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    section.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' })
    document.getElementById(`${sectionId(guide)}-title`)?.focus({ preventScroll: true })
  }
}
