import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { OrderDetails, orderDetailsMachine } from '../../../machines/order-details.machine.ts'
import { orderextraTexts } from '../../i18n/orderextra/index.ts'
import { Modal } from '../../ui/overlays.tsx'
import { RatingPopup, type RatingActor } from '../rating/rating-popup.tsx'

/** The order page's popups (bind card, Withdraw Now, rating): loaded when the first one opens. */

export interface OrderPopupsProps {
  actor: ActorRefFrom<typeof orderDetailsMachine>
  order: OrderDetails
}

export function OrderPopups({ actor, order }: OrderPopupsProps) {
  const bindCard = useSelector(actor, (s) => s.matches({ ready: { popup: 'bindCard' } }))
  const withdraw = useSelector(actor, (s) => s.matches({ ready: { popup: 'withdraw' } }))
  const rating = useSelector(actor, (s) => s.children.rating as RatingActor | undefined)
  const t = orderextraTexts().popups
  return (
    <>
      <Modal
        open={bindCard}
        title={order.cardPopTitle !== '' ? order.cardPopTitle : t.bindTitle}
        onDismiss={() => actor.send({ type: 'bindCard.close' })}
      >
        {order.cardPopMsg !== '' && <p className="modal__text">{order.cardPopMsg}</p>}
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'bindCard.close' })}
          >
            {t.close}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'bindCard.go' })}
          >
            {t.bindGo}
          </button>
        </div>
      </Modal>
      <Modal open={withdraw} title={t.withdrawTitle} onDismiss={() => actor.send({ type: 'withdraw.close' })}>
        <p className="modal__text">{t.withdrawText(order.productName)}</p>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'withdraw.close' })}
          >
            {t.later}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'withdraw.go' })}
          >
            {t.withdrawGo}
          </button>
        </div>
      </Modal>
      {rating !== undefined && (
        <RatingPopup
          actor={rating}
          support={order.telephone !== '' ? t.supportCall(order.telephone) : t.supportApp}
        />
      )}
    </>
  )
}
