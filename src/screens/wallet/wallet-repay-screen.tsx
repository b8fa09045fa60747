import { useState } from 'react'
import { common } from '../../i18n/common/index.ts'
import { walletTexts } from '../../i18n/wallet/index.ts'
import type { WalletRepayInput } from '../../../machines/wallet-repay.types.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import { prefetchPaymentCheck } from '../shared/payment-outcome.ts'
import { decodeWalletQuery, walletRepayWith } from './wallet-repay.impl.ts'
import { WalletRepayView } from './wallet-repay-view.tsx'

export default function WalletRepayScreen() {
  const services = useServices()
  const [input] = useState(() => {
    const read = decodeWalletQuery(services.pageQuery(), services)
    // The check's code: needed at once when opened on an unsettled checkout, soon after otherwise.
    if (read !== null) prefetchPaymentCheck()
    return read
  })
  if (input === null) {
    const t = walletTexts()
    return (
      <DeadEndPage title={common().titles.walletPay} heading={t.incompleteHeading}>
        <p>{t.incompleteText}</p>
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
