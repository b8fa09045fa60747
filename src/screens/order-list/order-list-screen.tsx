import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { useServices } from '../services.tsx'
import { orderListWith, RECOMMEND_LIST_PATH } from './order-list.impl.ts'
import { OrderListView } from './order-list-view.tsx'

export default function OrderListScreen() {
  const services = useServices()
  const [machine] = useState(() => orderListWith(services))
  const [recommendHref] = useState(() =>
    withCommonQuery(RECOMMEND_LIST_PATH, pickCommon(services.pageQuery())),
  )
  const actor = useActorRef(machine)
  return (
    <OrderListView
      actor={actor}
      recommendHref={recommendHref}
      onOpenRecommended={() => services.navigate.go(RECOMMEND_LIST_PATH)}
    />
  )
}
