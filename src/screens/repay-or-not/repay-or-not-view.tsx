import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { RepayChoice, repayOrNotMachine } from '../../../machines/repay-or-not.machine.ts'
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

  return (
    <Page title="Repayment">
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'choice.retry' })}>
          This order could not be loaded.
        </LoadFailedNotice>
      )}
      {(choosing || nothingDue) && choice !== null && <AboutOrder choice={choice} />}
      {choosing && (
        <section className="repay-choices" aria-labelledby={CHOICE_TITLE_ID}>
          <h2 id={CHOICE_TITLE_ID} className="section-title">
            How would you like to settle this order?
          </h2>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => actor.send({ type: 'choice.repay' })}
          >
            Repay now
          </button>
          {offersRollover && (
            <>
              <p id={ROLLOVER_HINT_ID} className="muted repay-choices__hint">
                Short of money?
              </p>
              <button
                type="button"
                className="button button--secondary button--block"
                aria-describedby={ROLLOVER_HINT_ID}
                onClick={() => actor.send({ type: 'choice.rollover' })}
              >
                Rollover Repayment
              </button>
            </>
          )}
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={() => actor.send({ type: 'choice.later' })}
          >
            Not now
          </button>
        </section>
      )}
      {nothingDue && (
        <Card className="repay-choices">
          <h2 className="section-title">Nothing to repay now</h2>
          <p className="muted">
            This order has nothing to repay at the moment. Its details show where it stands.
          </p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => actor.send({ type: 'choice.later' })}
          >
            See order details
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
      <DetailRows title="Order details" rows={choice.rows} />
    </>
  )
}
