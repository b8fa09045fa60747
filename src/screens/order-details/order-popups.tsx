import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { orderDetailsMachine } from '../../../machines/order-details.machine.ts'
import type { OrderDetails } from '../../../machines/order-details.types.ts'
import { orderextraTexts } from '../../i18n/orderextra/index.ts'
import { Button } from '../../ui/button.tsx'
import { Modal } from '../../ui/overlays.tsx'
import { RatingPopup, type RatingActor } from '../shared/rating-popup.tsx'

/** The order page's popups (bind card, Withdraw Now, rating): loaded when the first one opens. */

export interface OrderPopupsProps {
  actor: ActorRefFrom<typeof orderDetailsMachine>
  order: OrderDetails
}

export function OrderPopups({ actor, order }: OrderPopupsProps) {
  const bindCard = useSelector(actor, (s) => s.hasTag('bindCardPopup'))
  const withdraw = useSelector(actor, (s) => s.hasTag('withdrawPopup'))
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
          <Button variant="secondary" onClick={() => actor.send({ type: 'bindCard.close' })}>
            {t.close}
          </Button>
          <Button variant="primary" onClick={() => actor.send({ type: 'bindCard.go' })}>
            {t.bindGo}
          </Button>
        </div>
      </Modal>
      <Modal open={withdraw} title={t.withdrawTitle} onDismiss={() => actor.send({ type: 'withdraw.close' })}>
        <p className="modal__text">{t.withdrawText(order.productName)}</p>
        <div className="button-row">
          <Button variant="secondary" onClick={() => actor.send({ type: 'withdraw.close' })}>
            {t.later}
          </Button>
          <Button variant="primary" onClick={() => actor.send({ type: 'withdraw.go' })}>
            {t.withdrawGo}
          </Button>
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
