import { useState } from 'react'
import type { WalletRepayInput } from '../../../machines/wallet-repay.machine.ts'
import { useServices } from '../services.tsx'
import { useFlowActor } from '../use-flow-actor.ts'
import { DeadEndPage } from '../way-on.tsx'
import { prefetchPaymentCheck } from '../repay-by-card/payment-outcome.ts'
import { decodeWalletQuery, walletRepayWith } from './wallet-repay.impl.ts'
import { WALLET_PAGE_TITLE, WalletRepayView } from './wallet-repay-view.tsx'

export default function WalletRepayScreen() {
  const services = useServices()
  const [input] = useState(() => {
    const read = decodeWalletQuery(services.pageQuery(), services)
    // The check's code: needed at once when opened on an unsettled checkout, soon after otherwise.
    if (read !== null) prefetchPaymentCheck()
    return read
  })
  if (input === null) {
    return (
      <DeadEndPage title={WALLET_PAGE_TITLE} heading="This repayment link is incomplete">
        <p>It needs an order and an amount to repay. Please choose how to pay again from your loan.</p>
      </DeadEndPage>
    )
  }
  return <WalletRepayFlow input={input} />
}

function WalletRepayFlow({ input }: { input: WalletRepayInput }) {
  const services = useServices()
  const [machine] = useState(() => walletRepayWith(services))
  const actor = useFlowActor(machine, { input })
  return <WalletRepayView actor={actor} />
}
