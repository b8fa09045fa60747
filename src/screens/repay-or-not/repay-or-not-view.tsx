import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { repayOrNotMachine } from '../../../machines/repay-or-not.machine.ts'
import type { RepayChoice } from '../../../machines/repay-or-not.types.ts'
import { common } from '../../i18n/common/index.ts'
import { repayornotTexts } from '../../i18n/repayornot/index.ts'
import { Button } from '../../ui/button.tsx'
import { Card, Page, Skeleton } from '../../ui/components.tsx'
import { StatusChip } from '../../ui/status-chip.tsx'
import { DetailRows, ProductHead } from '../shared/product-parts.tsx'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

type RepayOrNotActor = ActorRefFrom<typeof repayOrNotMachine>

const CHOICE_TITLE_ID = 'repay-choice-title'
const ROLLOVER_HINT_ID = 'rollover-hint'

/** Renders the repay-or-not machine and sends it the borrower's choice; holds no flow state of its own. */
export function RepayOrNotView({ actor }: { actor: RepayOrNotActor }) {
  // Every state of the machine is a top-level name: the page shows what that state says.
  const state = useSelector(actor, (s) => s.value)
  const loading = state === 'loading'
  const failed = state === 'loadFailed'
  const choosing = state === 'choosing'
  const nothingDue = state === 'nothingDue'
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
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
          <Button variant="primary" block onClick={() => actor.send({ type: 'choice.repay' })}>
            {t.pay}
          </Button>
          {offersRollover && (
            <>
              <p id={ROLLOVER_HINT_ID} className="muted repay-choices__hint">
                {t.shortOfMoney}
              </p>
              <Button
                variant="secondary"
                block
                aria-describedby={ROLLOVER_HINT_ID}
                onClick={() => actor.send({ type: 'choice.rollover' })}
              >
                {t.rollover}
              </Button>
            </>
          )}
          <Button variant="secondary" block onClick={() => actor.send({ type: 'choice.later' })}>
            {t.notNow}
          </Button>
        </section>
      )}
      {nothingDue && (
        <Card className="repay-choices">
          <h2 className="section-title">{t.nothingDueHeading}</h2>
          <p className="muted">{t.nothingDueText}</p>
          <Button variant="primary" block onClick={() => actor.send({ type: 'choice.later' })}>
            {t.seeOrder}
          </Button>
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
