import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { OrderDetails, orderDetailsMachine } from '../../../machines/order-details.machine.ts'
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
  return (
    <>
      <Modal
        open={bindCard}
        title={order.cardPopTitle !== '' ? order.cardPopTitle : 'Bind your bank card'}
        onDismiss={() => actor.send({ type: 'bindCard.close' })}
      >
        {order.cardPopMsg !== '' && <p className="modal__text">{order.cardPopMsg}</p>}
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'bindCard.close' })}
          >
            Close
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'bindCard.go' })}
          >
            Go and bind the card
          </button>
        </div>
      </Modal>
      <Modal
        open={withdraw}
        title="Your loan is approved"
        onDismiss={() => actor.send({ type: 'withdraw.close' })}
      >
        <p className="modal__text">
          {order.productName !== '' ? `Your ${order.productName} loan` : 'Your loan'} is ready. Withdraw the
          money to your account now.
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'withdraw.close' })}
          >
            Later
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'withdraw.go' })}
          >
            Withdraw Now
          </button>
        </div>
      </Modal>
      {rating !== undefined && (
        <RatingPopup
          actor={rating}
          support={order.telephone !== '' ? `call ${order.telephone}.` : 'open Customer service in the app.'}
        />
      )}
    </>
  )
}
