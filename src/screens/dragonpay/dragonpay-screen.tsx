import { useState, type MouseEvent } from 'react'
import { common } from '../../i18n/common/index.ts'
import { dragonpayTexts } from '../../i18n/dragonpay/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { Notice, Page } from '../../ui/components.tsx'
import { Modal } from '../../ui/overlays.tsx'
import { copyText } from '../shared/copy-text.ts'
import { useServices } from '../shared/services.tsx'
import {
  guides,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  pictureName,
  Rich,
  type Guide,
  type PictureRef,
} from '../shared/dragonpay-guides.tsx'
import { decodeDragonpayQuery, type QueryValue } from './dragonpay-query.ts'
import { Button } from '../../ui/button.tsx'

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
  const t = dragonpayTexts()
  const all = guides()
  const { amount, payCode } = query
  const shown = enlarged === null ? undefined : all.find((guide) => guide.id === enlarged.guide)
  const picture = enlarged === null ? undefined : shown?.pictures[enlarged.index]
  const close = () => setEnlarged(null)

  return (
    <Page title={common().titles.paymentInstructions}>
      <p className="dragonpay-intro">
        <Rich text={t.intro} />
        {payCode.kind !== 'read' && ` ${t.introNoCode}`}
      </p>
      {amount.kind === 'unreadable' && <Notice>{t.amountUnreadable}</Notice>}
      {payCode.kind === 'unreadable' && <Notice>{t.payCodeUnreadable}</Notice>}
      <PaymentDetails
        amount={amount}
        payCode={payCode}
        onCopy={(code) => void copyText(code, services.toast)}
      />
      <nav className="dragonpay-jump" aria-label={t.waysToPay}>
        {/* role="list": Safari drops the list role of a list without bullets (list-style: none). */}
        <ul role="list">
          {all.map((guide) => (
            <li key={guide.id}>
              <a href={`#${sectionId(guide)}`} onClick={jumpTo(guide)}>
                {guide.short}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {all.map((guide) => (
        <GuideSection
          key={guide.id}
          guide={guide}
          onEnlarge={(index) => setEnlarged({ guide: guide.id, index })}
        />
      ))}
      <section className="card dragonpay-rules" aria-labelledby="dragonpay-rules-title">
        <h2 className="dragonpay-section-title" id="dragonpay-rules-title">
          {t.rulesTitle}
        </h2>
        <ul>
          <li>{t.rule1}</li>
          <li>{t.rule2}</li>
          <li>{t.rule3}</li>
          <li>{t.rule4}</li>
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
            <Button block onClick={close}>
              {t.close}
            </Button>
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
  const t = dragonpayTexts()
  return (
    <section className="card dragonpay-details" aria-labelledby="dragonpay-details-title">
      <h2 className="dragonpay-section-title" id="dragonpay-details-title">
        {t.yourPayment}
      </h2>
      <dl className="dragonpay-details__list">
        {amount.kind === 'read' && (
          <div className="dragonpay-details__row">
            <dt>{t.amountDue}</dt>
            <dd className="dragonpay-details__amount" data-testid="dragonpay-amount">
              {formatPeso(amount.value)}
            </dd>
          </div>
        )}
        {payCode.kind === 'read' && (
          <div className="dragonpay-details__row">
            <dt>{t.payCode}</dt>
            <dd className="dragonpay-details__code-line">
              <span className="dragonpay-details__code" data-testid="dragonpay-pay-code">
                {payCode.value}
              </span>
              <Button
                variant="secondary"
                className="dragonpay-details__copy"
                aria-label={t.copyPayCode}
                onClick={() => onCopy(payCode.value)}
              >
                {t.copy}
              </Button>
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}

function GuideSection({ guide, onEnlarge }: { guide: Guide; onEnlarge: (index: number) => void }) {
  const titleId = `${sectionId(guide)}-title`
  const t = dragonpayTexts()
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
          <li key={index}>
            <Rich text={step} />
          </li>
        ))}
      </ol>
      <ul className="dragonpay-pictures" role="list" aria-label={t.pictures(guide.name)}>
        {guide.pictures.map((picture, index) => (
          <li key={picture.src}>
            <button
              type="button"
              className="dragonpay-pictures__button"
              aria-label={t.enlarge(pictureName(guide, picture))}
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
                <span className="dragonpay-pictures__step-label">{t.step(picture.step)}</span>
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
