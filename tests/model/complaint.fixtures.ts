import type { UploadedImage } from '../../machines/complaint-form.types.ts'
import type { ComplaintInit, ComplaintOrder } from '../../machines/complaint-start.types.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'

/** Sample data shared by the complaint machine tests and the complaint model tests. */

export const TYPES = [
  { value: '1', title: 'Collection complaint' },
  { value: '2', title: 'Repayment issue' },
  { value: '3', title: 'App problem' },
]
export const SUB_TYPES = [
  { value: '11', title: 'Harassing calls' },
  { value: '12', title: 'Contacting my relatives' },
]

/** isShow 1: collection complaints allowed. */
export const PESOFLEX: ComplaintOrder = {
  productName: 'PesoFlex',
  orderNo: 'BYD20260812000042',
  productLogo: '',
  status: 'Overdue',
  lines: [
    { title: 'Loan amount', value: '₱3,500.00' },
    { title: 'Due date', value: '2026-12-05' },
  ],
  allowsCollection: true,
}

/** isShow 0: collection complaints refused. */
export const CASHNOW: ComplaintOrder = {
  productName: 'CashNow',
  orderNo: 'BYD20261105000017',
  productLogo: '',
  status: 'Repaying',
  lines: [{ title: 'Loan amount', value: '₱2,000.00' }],
  allowsCollection: false,
}

/** The order of the query string allows collection complaints. */
export const INIT_ALLOWED: ComplaintInit = {
  types: TYPES,
  subTypes: SUB_TYPES,
  order: PESOFLEX,
  orders: [PESOFLEX, CASHNOW],
}
/** The order of the query string refuses collection complaints. */
export const INIT_REFUSED: ComplaintInit = {
  types: TYPES,
  subTypes: SUB_TYPES,
  order: CASHNOW,
  orders: [PESOFLEX, CASHNOW],
}
/** No order at all: no card and no All button. */
export const INIT_NO_ORDER: ComplaintInit = { types: TYPES, subTypes: SUB_TYPES, order: null, orders: [] }
/** Orders to choose from, but none selected (the query string named no order of the list). */
export const INIT_UNSELECTED: ComplaintInit = {
  types: TYPES,
  subTypes: SUB_TYPES,
  order: null,
  orders: [PESOFLEX, CASHNOW],
}

/** The colour of each sample order's status chip (spec §4: overdue is red, repaying orange). */
export const STATUS_TONES: Record<string, string> = {
  [PESOFLEX.orderNo]: 'red',
  [CASHNOW.orderNo]: 'orange',
}

export const SERVER_BUSY: CallFailure = { kind: 'rejected', code: '1', message: 'Service is busy, try later' }
export const NETWORK_DOWN: CallFailure = { kind: 'network' }
export const TOO_LARGE: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'The image must not exceed 5 MB',
}

export const png = (name: string): File => new File([new Uint8Array(64).fill(7)], name, { type: 'image/png' })

export const uploaded = (name: string): UploadedImage => ({
  url: `https://cdn.test/uploads/${name}`,
  previewUrl: `blob:preview/${name}`,
  name,
})
