import type { HttpHandler } from 'msw'
import { fail, ok, type Call, type Envelope, type Route } from './common.ts'

/** Bank account form and card binding (src/api/calls/bank.ts). */

export function bankHandlers({ post }: Route): HttpHandler[] {
  return [
    post('*/card-init', () => ok(cardForm())),
    post('*/bind-card-new', bindCard),
    post('*/card-change', bindCard),
  ]
}

const BANKS = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'BPI', type: 'BPI' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Land Bank of the Philippines', type: 'LBP' },
  { name: 'Security Bank', type: 'SECB' },
  { name: 'UnionBank', type: 'UBP' },
]

function cardForm() {
  return {
    cardType: '1',
    items: [
      {
        code: 'bankCode',
        cate: 'enum',
        title: 'Bank',
        subtitle: 'Select your bank',
        value: '',
        note: BANKS,
        cardTypeMi: '1',
        channelNumber: '90006',
        inputType: '',
      },
      {
        code: 'cardNo',
        cate: 'text',
        title: 'Account number',
        subtitle: 'Enter your account number',
        value: '',
        note: [],
        cardTypeMi: '1',
        channelNumber: '',
        inputType: 'number',
      },
      {
        code: 'walletType',
        cate: 'enum',
        title: 'E-wallet',
        subtitle: 'Select your e-wallet',
        value: '',
        note: [
          { name: 'GCash', type: 'GCASH' },
          { name: 'Maya', type: 'MAYA' },
        ],
        cardTypeMi: '2',
        channelNumber: '',
        inputType: '',
      },
      {
        code: 'walletNo',
        cate: 'text',
        title: 'E-wallet number',
        subtitle: '09XXXXXXXXX',
        value: '',
        note: [],
        cardTypeMi: '2',
        channelNumber: '',
        inputType: 'number',
      },
    ],
  }
}

function bindCard(call: Call): Envelope {
  const { fields, state } = call
  const cardType = fields.get('cardType') ?? '1'
  const bankCode = fields.get(cardType === '2' ? 'walletType' : 'bankCode') ?? ''
  const number = (fields.get(cardType === '2' ? 'walletNo' : 'cardNo') ?? '').replace(/\s/g, '')
  const bank =
    cardType === '2'
      ? [
          { name: 'GCash', type: 'GCASH' },
          { name: 'Maya', type: 'MAYA' },
        ].find((b) => b.type === bankCode)
      : BANKS.find((b) => b.type === bankCode)
  if (bank === undefined)
    return fail(cardType === '2' ? 'please select your e-wallet' : 'please select your bank')
  if (!(cardType === '2' ? /^09\d{9}$/ : /^\d{10,19}$/).test(number))
    return fail('please enter a valid account number')
  const masked = `**** **** **** ${number.slice(-4)}`
  if (!state.cards.some((c) => c.bankCode === bank.type && c.cardNo === masked)) {
    const nextId = Math.max(7000, ...state.cards.map((c) => Number(c.id) || 0)) + 1
    state.cards.push({ id: String(nextId), bankName: bank.name, cardNo: masked, bankCode: bank.type })
  }
  return ok()
}
