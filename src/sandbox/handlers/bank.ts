import type { HttpHandler } from 'msw'
import type { SandboxBankCall } from '../sandbox-schema.ts'
import { fail, loggedIn, ok, type Call, type Envelope, type Route } from './common.ts'

/**
 * The payment account form and card binding (src/api/bank.ts): a form for each card type
 * (1 bank account, 2 e-wallet) with every cate (text, city select, day, enum). Binding checks what
 * the form asks for, as a lender's backend does, and adds the account to the repayment cards.
 */

export const BANK_INIT_FAILURE_MESSAGE = 'Payment accounts cannot be added right now. Please try again later.'
export const BIND_FAILURE_MESSAGE =
  'This account could not be verified. Please check the number and try again.'

export function bankHandlers({ post }: Route): HttpHandler[] {
  return [
    post('*/card-init', recorded('cardInit', cardInit)),
    post('*/bind-card-new', recorded('bind', bindAccount), { submits: 'bind-card' }),
    post('*/card-change', recorded('change', bindAccount), { submits: 'bind-card' }),
  ]
}

/** Banks of card type 1; each pays through its own channel (the form sends it as channelNumber). */
export const BANKS = [
  { name: 'BDO Unibank', type: 'BDO', channelNumber: '90011' },
  { name: 'BPI', type: 'BPI', channelNumber: '90012' },
  { name: 'Metrobank', type: 'MBTC', channelNumber: '90013' },
  { name: 'Land Bank of the Philippines', type: 'LBP', channelNumber: '90014' },
  { name: 'Security Bank', type: 'SECB', channelNumber: '90015' },
  { name: 'UnionBank', type: 'UBP', channelNumber: '90016' },
]
/** Branch cities of card type 1 (the city select's entries). */
export const CITIES = [
  'Quezon City',
  'Manila',
  'Davao City',
  'Caloocan',
  'Taguig',
  'Zamboanga City',
  'Cebu City',
  'Antipolo',
  'Pasig',
  'Cagayan de Oro',
  'Makati',
  'Iloilo City',
  'Baguio',
].map((name) => ({ name, type: name.toUpperCase().replace(/[^A-Z]+/g, '_') }))
export const WALLETS = [
  { name: 'GCash', type: 'GCASH' },
  { name: 'Maya', type: 'MAYA' },
]

/** Records the call in `bankCalls` for the e2e tests. */
const recorded = (name: SandboxBankCall['call'], resolve: (call: Call) => Envelope) =>
  loggedIn((state) => state.bankCalls, name, resolve)

function cardInit(call: Call): Envelope {
  if (call.scenario === 'bankInitFailure') return fail(BANK_INIT_FAILURE_MESSAGE)
  if (!call.fields.get('product_id')) return fail('product_id is required')
  if (call.scenario === 'malformedResponse') return ok({ items: { code: 'cardNo' }, cardType: 1 })
  return ok(cardForm())
}

export function cardForm() {
  const item = (fields: Record<string, unknown>) => ({
    title: '',
    subtitle: '',
    value: '',
    note: [],
    cardTypeMi: '0',
    channelNumber: '',
    inputType: '',
    ...fields,
  })
  return {
    cardType: '1',
    items: [
      item({
        code: 'bankCode',
        cate: 'enum',
        title: 'Bank',
        subtitle: 'Select your bank',
        note: BANKS,
        cardTypeMi: '1',
      }),
      item({
        code: 'cardNo',
        cate: 'text',
        title: 'Account number',
        subtitle: '10 to 19 digits',
        cardTypeMi: '1',
        inputType: 'number',
      }),
      item({
        code: 'bankCity',
        cate: 'city select',
        title: 'Branch city',
        subtitle: 'Select the city of your branch',
        note: CITIES,
        cardTypeMi: '1',
      }),
      item({
        code: 'walletType',
        cate: 'enum',
        title: 'E-wallet',
        subtitle: 'Select your e-wallet',
        note: WALLETS,
        cardTypeMi: '2',
      }),
      item({
        code: 'walletNo',
        cate: 'text',
        title: 'E-wallet number',
        subtitle: '09XXXXXXXXX',
        cardTypeMi: '2',
        inputType: 'number',
      }),
      item({ code: 'payDay', cate: 'day', title: 'Salary day', subtitle: 'Day of the month you are paid' }),
    ],
  }
}

function bindAccount(call: Call): Envelope {
  const { fields, state } = call
  if (call.scenario === 'bindFailure') return fail(BIND_FAILURE_MESSAGE)
  // An envelope without its code: the app cannot tell whether the account was bound.
  if (call.scenario === 'malformedResponse') return { message: 'bound' } as unknown as Envelope
  if (!fields.get('product_id')) return fail('product_id is required')
  const cardType = fields.get('cardType') ?? ''
  const day = Number(fields.get('payDay'))
  if (!(Number.isInteger(day) && day >= 1 && day <= 31)) return fail('please select your salary day')
  let account: { name: string; type: string; number: string }
  if (cardType === '1') {
    const bank = BANKS.find((b) => b.type === fields.get('bankCode'))
    if (bank === undefined) return fail('please select your bank')
    const number = fields.get('cardNo') ?? ''
    if (!/^\d{10,19}$/.test(number)) return fail('please enter a valid account number (10 to 19 digits)')
    if (!CITIES.some((city) => city.type === fields.get('bankCity')))
      return fail('please select the city of your branch')
    if (fields.get('channelNumber') !== bank.channelNumber)
      return fail(`the channel of ${bank.name} is ${bank.channelNumber}`)
    account = { ...bank, number }
  } else if (cardType === '2') {
    const wallet = WALLETS.find((w) => w.type === fields.get('walletType'))
    if (wallet === undefined) return fail('please select your e-wallet')
    const number = fields.get('walletNo') ?? ''
    if (!/^09\d{9}$/.test(number)) return fail('please enter your 11 digit e-wallet number (09XXXXXXXXX)')
    account = { ...wallet, number }
  } else return fail('unknown card type')
  const masked = `**** **** **** ${account.number.slice(-4)}`
  if (!state.cards.some((c) => c.bankCode === account.type && c.cardNo === masked)) {
    const nextId = Math.max(7000, ...state.cards.map((c) => Number(c.id) || 0)) + 1
    state.cards.push({ id: String(nextId), bankName: account.name, cardNo: masked, bankCode: account.type })
  }
  return ok()
}
