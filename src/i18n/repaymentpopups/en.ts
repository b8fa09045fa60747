import type { Catalogue } from '../catalogue.ts'

/**
 * What the instalment and rollover pages' on-demand code shows (/repay, /repayDelay): the banner, the pay code's channel, the details of the
 * amount and the schedule, how late and what the rollover fee does, the pay code kept from before, the
 * channel popup, the bar code and the pay code check (plain English, the reference catalogue). Declared
 * only by that code, so these texts load with it, outside the routes' first load.
 */
const en = {
  daysLate: (days: number) => (days === 1 ? '1 day late' : `${days} days late`),
  lateDue: (date: string) => ` (due ${date}).`,
  lateRollover: 'Pay the rollover fee to move your due date, or pay the whole loan from your order.',
  lateInstalment: 'Pay now: late charges grow every day.',
  howToPay: 'How to pay',
  howToPayCode: 'Step by step, with your pay code and amount',
  howToPayAll: 'Step by step, for every payment channel',
  codeFor: (title: string) =>
    `This pay code is for ${title}. Another channel under Pay gives you that channel’s own pay code.`,
  codeForAny: 'Another channel under Pay gives you that channel’s own pay code.',
  details: 'Details',
  hide: 'Hide',
  more: 'More',
  plan: 'Payment schedule',
  terms: {
    title: 'What the rollover fee does',
    pay: 'Pay ',
    moves: ' rollover fee: your due date moves',
    toNewDate: ' to a new date',
    to: ' to ',
    end: '.',
    notLead: 'This fee does not reduce your loan: you will still owe ',
    onNewDueDate: 'on your new due date',
    on: (date: string) => `on ${date}`,
  },
  known: {
    title: 'Your pay code from',
    amountThen: 'Amount then:',
    note: 'You can still pay with it. The amount may have grown since then: pay what your loan shows once this page loads again.',
  },
  channels: {
    title: 'Choose how to pay',
    hint: 'Choose a payment channel.',
    each: 'Each channel gives you its own pay code, with its steps.',
    none: 'No payment channel is available for this order right now.',
    label: 'Payment channels',
    missing: 'Choose a payment channel first.',
    pay: 'Pay',
    paying: 'Getting your pay code…',
  },
  scan: {
    title: 'Scan to pay',
    hint: 'Show this bar code to the cashier to pay with your pay code.',
    label: (code: string) => `Bar code of pay code ${code}`,
    close: 'Close',
  },
  check: {
    checking: 'Checking your pay code',
    checkingText:
      'We are asking the lender for the pay code you asked for. Do not pay or ask for another one yet.',
    unknown: 'We could not get your pay code yet',
    unknownText:
      'The lender may have made it already. Do not ask for another one: check again in a moment, or ask customer service for your pay code.',
    service: 'Customer service',
  },
} satisfies Catalogue

export default en
