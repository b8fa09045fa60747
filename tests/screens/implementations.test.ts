import { describe, expect, it } from 'vitest'
import { placeholdersLeft } from '../../machines/shared/not-provided.ts'
import { bankFormMachine } from '../../machines/bank-form.machine.ts'
import { complaintDetailsMachine } from '../../machines/complaint-details.machine.ts'
import { complaintFormMachine } from '../../machines/complaint-form.machine.ts'
import { complaintListMachine } from '../../machines/complaint-list.machine.ts'
import { complaintStartMachine } from '../../machines/complaint-start.machine.ts'
import { contactFormMachine } from '../../machines/contact-form.machine.ts'
import { customerServiceMachine } from '../../machines/customer-service.machine.ts'
import { legacyConfirmMachine } from '../../machines/legacy-confirm.machine.ts'
import { loanConfirmMachine } from '../../machines/loan-confirm.machine.ts'
import { orderDetailsMachine } from '../../machines/order-details.machine.ts'
import { orderListMachine } from '../../machines/order-list.machine.ts'
import { policyFrameMachine } from '../../machines/policy-frame.machine.ts'
import { productPageMachine } from '../../machines/product-page.machine.ts'
import { ratingMachine } from '../../machines/rating.machine.ts'
import { recommendedProductsMachine } from '../../machines/recommended-products.machine.ts'
import { registrationMachine } from '../../machines/registration.machine.ts'
import { repayByCardMachine } from '../../machines/repay-by-card.machine.ts'
import { repayOrNotMachine } from '../../machines/repay-or-not.machine.ts'
import { repaymentMachine } from '../../machines/repayment.machine.ts'
import { walletRepayMachine } from '../../machines/wallet-repay.machine.ts'
import { bankFormWith } from '../../src/screens/bank-form/bank-form.impl.ts'
import {
  complaintDetailsWith,
  complaintRatingWith,
} from '../../src/screens/complaint/complaint-details.impl.ts'
import { complaintFormWith } from '../../src/screens/complaint/complaint-form.impl.ts'
import { complaintListWith } from '../../src/screens/complaint/complaint-list.impl.ts'
import { complaintStartWith } from '../../src/screens/complaint/complaint-start.impl.ts'
import { customerServiceWith } from '../../src/screens/customer-service/customer-service.impl.ts'
import { legacyConfirmWith } from '../../src/screens/loan-confirm/legacy-confirm.impl.ts'
import { loanConfirmWith } from '../../src/screens/loan-confirm/loan-confirm.impl.ts'
import { orderDetailsWith, orderRatingWith } from '../../src/screens/order-details/order-details.impl.ts'
import { orderListWith } from '../../src/screens/order-list/order-list.impl.ts'
import { productPageWith } from '../../src/screens/product/product.impl.ts'
import { registrationWith } from '../../src/screens/promotion/promotion.impl.ts'
import { recommendedProductsWith } from '../../src/screens/shared/recommended.impl.ts'
import { repayByCardWith } from '../../src/screens/repay-by-card/repay-by-card.impl.ts'
import { repayOrNotWith } from '../../src/screens/repay-or-not/repay-or-not.impl.ts'
import { repaymentWith } from '../../src/screens/repayment/repayment.impl.ts'
import { contactFormWith } from '../../src/screens/site/contact.impl.ts'
import { policyFrameWith } from '../../src/screens/site/policy.impl.ts'
import { walletRepayWith } from '../../src/screens/wallet/wallet-repay.impl.ts'
import { fakeServices } from './fake-services.ts'

/**
 * Every side effect a machine declares is a loud placeholder (machines/shared/not-provided.ts), and
 * every screen's implementation replaces all of them: an action, guard or actor left out of a
 * `.provide()` would otherwise do nothing, or throw only on the path that reaches it.
 */
const screens = [
  ['bank form', bankFormMachine, () => bankFormWith(fakeServices())],
  ['complaint details', complaintDetailsMachine, () => complaintDetailsWith(fakeServices(), 'P1')],
  ['complaint rating', ratingMachine, () => complaintRatingWith(fakeServices(), 'P1')],
  [
    'complaint form',
    complaintFormMachine,
    () => complaintFormWith(fakeServices(), { create: () => 'blob:x' }),
  ],
  ['complaint list', complaintListMachine, () => complaintListWith(fakeServices())],
  ['complaint start', complaintStartMachine, () => complaintStartWith(fakeServices())],
  ['contact form', contactFormMachine, () => contactFormWith(fakeServices(), () => null)],
  ['customer service', customerServiceMachine, () => customerServiceWith(fakeServices())],
  ['legacy confirmation', legacyConfirmMachine, () => legacyConfirmWith(fakeServices())],
  ['loan confirmation', loanConfirmMachine, () => loanConfirmWith(fakeServices())],
  ['order details', orderDetailsMachine, () => orderDetailsWith(fakeServices())],
  ['order rating', ratingMachine, () => orderRatingWith(fakeServices())],
  ['order list', orderListMachine, () => orderListWith(fakeServices())],
  ['policy frame', policyFrameMachine, () => policyFrameWith(fakeServices())],
  ['product page', productPageMachine, () => productPageWith(fakeServices())],
  ['recommended products', recommendedProductsMachine, () => recommendedProductsWith(fakeServices())],
  ['registration', registrationMachine, () => registrationWith(fakeServices())],
  ['repay by card', repayByCardMachine, () => repayByCardWith(fakeServices())],
  ['repay or not', repayOrNotMachine, () => repayOrNotWith(fakeServices())],
  ['repayment', repaymentMachine, () => repaymentWith(fakeServices())],
  ['wallet repayment', walletRepayMachine, () => walletRepayWith(fakeServices())],
] as const

describe('every screen provides every placeholder of its machine', () => {
  it.each(screens)('%s', (_name, machine, implemented) => {
    // The machine alone holds placeholders (else this test could not fail) ...
    expect(placeholdersLeft(machine)).not.toEqual([])
    // ... and the screen's implementation replaces every one.
    expect(placeholdersLeft(implemented())).toEqual([])
  })
})
