import { expect } from 'vitest'
import { company } from '../../src/company.ts'
import { DEDUCTED_FEES, type Disclosure } from '../../machines/disclosure.ts'
import confirm from '../../src/i18n/confirmextra/en.ts'
import { DISCLOSURE_ID, rateText } from '../../src/screens/loan-confirm/disclosure-section.tsx'

/*
 * What both confirmations' model tests check of the disclosure statement (decision 028) as the real
 * views render it: the hero's net proceeds, every figure of the statement as the offer's disclosure
 * (machines/disclosure.ts) computed it, and what it says it cannot state.
 */

const NOT_STATED = 'Not stated'

/** The hero and the Disclosure Statement section show the offer's figures. */
export function expectDisclosureShown(disclosure: Disclosure, money: (minor: number) => string): void {
  const hero = document.querySelector('[data-testid="net-proceeds"]')
  expect(hero?.textContent).toBe(
    disclosure.netProceeds === null ? 'Not stated by the lender' : money(disclosure.netProceeds),
  )
  const section = document.getElementById(DISCLOSURE_ID)
  expect(section, 'the Disclosure Statement section').not.toBeNull()
  const figure = (id: string) => section?.querySelector(`[data-testid="${id}"]`)?.textContent
  const orNot = (value: number | null) => (value === null ? NOT_STATED : money(value))
  expect(figure('disclosure-financed')).toBe(money(disclosure.amountFinanced))
  expect(figure('disclosure-charges')).toBe(orNot(disclosure.totalCharges))
  expect(figure('disclosure-net')).toBe(orNot(disclosure.netProceeds))
  expect(figure('disclosure-total')).toBe(orNot(disclosure.totalRepay))
  const rate = disclosure.rate
  if (rate === null) expect(figure('disclosure-rate')).toBe(NOT_STATED)
  else {
    expect(figure('disclosure-rate')).toContain(rateText(rate))
    expect(figure('disclosure-rate')).toContain(
      rate.source === 'computed' ? 'Computed by this app' : 'As stated by the lender',
    )
  }
  const pairs = (label: string) =>
    [...(section?.querySelectorAll(`dl[aria-label="${label}"] > div`) ?? [])].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ])
  expect(pairs('Finance charges')).toEqual([
    ...disclosure.charges.map((charge) => [
      charge.kind === 'interest'
        ? 'Interest'
        : charge.name === DEDUCTED_FEES
          ? 'Fees deducted up front'
          : `${charge.name} (deducted up front)`,
      money(charge.amount),
    ]),
    ['Total finance charges', orNot(disclosure.totalCharges)],
  ])
  expect(pairs('Schedule of payments')).toEqual(
    disclosure.schedule.map((payment) => [payment.date, money(payment.amount)]),
  )
  expect(
    [...(section?.querySelectorAll('.disclosure__gaps li') ?? [])].map((item) => item.textContent),
  ).toEqual(disclosure.gaps.map((gap) => confirm.gaps[gap]))
}

/** Before the submit button: the advisory naming it, and the lender's identity from the configuration. */
export function expectAdvisoryAndLender(action: string): void {
  const advisory = document.querySelector('.disclosure-advisory')
  expect(advisory?.getAttribute('role')).toBe('note')
  expect(advisory?.textContent).toContain(`Read the Disclosure Statement before you tap ${action}.`)
  const lender = document.querySelector('section.lender-identity')
  expect(lender?.textContent).toContain(company.legalName)
  expect(lender?.textContent).toContain(`SEC Registration No.${company.secRegistration}`)
  expect(lender?.textContent).toContain(`Certificate of Authority No.${company.authorityNumber}`)
}
