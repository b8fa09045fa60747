import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { RepayChoice, repayOrNotMachine } from '../../../machines/repay-or-not.machine.ts'
import { common } from '../../i18n/common/index.ts'
import { repayornotTexts } from '../../i18n/repayornot/index.ts'
import { Card, Page, Skeleton } from '../../ui/components.tsx'
import { StatusChip } from '../../ui/status-chip.tsx'
import { DetailRows, ProductHead } from '../loan-confirm/product-parts.tsx'
import { LoadFailedNotice } from '../load-failed.tsx'

type RepayOrNotActor = ActorRefFrom<typeof repayOrNotMachine>

const CHOICE_TITLE_ID = 'repay-choice-title'
const ROLLOVER_HINT_ID = 'rollover-hint'

/** Renders the repay-or-not machine and sends it the borrower's choice; holds no flow state of its own. */
export function RepayOrNotView({ actor }: { actor: RepayOrNotActor }) {
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('loadFailed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const choosing = useSelector(actor, (s) => s.matches('choosing'))
  const nothingDue = useSelector(actor, (s) => s.matches('nothingDue'))
  const choice = useSelector(actor, (s) => s.context.choice)
  const offersRollover = useSelector(actor, (s) => s.can({ type: 'choice.rollover' }))
  const t = repayornotTexts()

  return (
    <Page title={common().titles.pay}>
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'choice.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {(choosing || nothingDue) && choice !== null && <AboutOrder choice={choice} />}
      {choosing && (
        <section className="repay-choices" aria-labelledby={CHOICE_TITLE_ID}>
          <h2 id={CHOICE_TITLE_ID} className="section-title">
            {t.question}
          </h2>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => actor.send({ type: 'choice.repay' })}
          >
            {t.pay}
          </button>
          {offersRollover && (
            <>
              <p id={ROLLOVER_HINT_ID} className="muted repay-choices__hint">
                {t.shortOfMoney}
              </p>
              <button
                type="button"
                className="button button--secondary button--block"
                aria-describedby={ROLLOVER_HINT_ID}
                onClick={() => actor.send({ type: 'choice.rollover' })}
              >
                {t.rollover}
              </button>
            </>
          )}
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={() => actor.send({ type: 'choice.later' })}
          >
            {t.notNow}
          </button>
        </section>
      )}
      {nothingDue && (
        <Card className="repay-choices">
          <h2 className="section-title">{t.nothingDueHeading}</h2>
          <p className="muted">{t.nothingDueText}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => actor.send({ type: 'choice.later' })}
          >
            {t.seeOrder}
          </button>
        </Card>
      )}
    </Page>
  )
}

function AboutOrder({ choice }: { choice: RepayChoice }) {
  return (
    <>
      <ProductHead name={choice.productName} logo={choice.productLogo} />
      <Card className="repay-status">
        <StatusChip status={choice.status} label={choice.statusText !== '' ? choice.statusText : undefined} />
        {choice.description !== '' && <p className="repay-status__text">{choice.description}</p>}
      </Card>
      <DetailRows title={repayornotTexts().orderDetails} rows={choice.rows} />
    </>
  )
}
