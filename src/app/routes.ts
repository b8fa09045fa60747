import type { ComponentType } from 'react'
import { onDemand, type OnDemand } from '../ui/on-demand.tsx'

/**
 * Every route of decisions.md. Screens load on demand so each route pays only for its own code
 * (the build preloads the matched route's chunks, vite.config.ts); screens of later issues show a
 * plain "Coming soon" page under their final path.
 */
export type Screen = OnDemand<object>

export interface RouteDef {
  path: string
  title: string
  screen?: Screen
}

function screen(load: () => Promise<{ default: ComponentType }>): Screen {
  return onDemand(() => load().then((module) => module.default))
}

const RepayByCard = screen(() => import('../screens/repay-by-card/repay-by-card-screen.tsx'))
const ComplaintStart = screen(() => import('../screens/complaint/complaint-start-screen.tsx'))
const ComplaintForm = screen(() => import('../screens/complaint/complaint-form-screen.tsx'))
const LoanConfirm = screen(() => import('../screens/loan-confirm/loan-confirm-screen.tsx'))
const LegacyConfirm = screen(() => import('../screens/loan-confirm/legacy-confirm-screen.tsx'))
const TestPreview = screen(() => import('../screens/test-preview/test-preview-screen.tsx'))

export const routes: RouteDef[] = [
  { path: '/repayChoose', title: 'Repayment', screen: RepayByCard },
  { path: '/complaint', title: 'Online service', screen: ComplaintStart },
  { path: '/complainPageNext', title: 'Online service', screen: ComplaintForm },
  { path: '/testPreview', title: 'Test preview', screen: TestPreview },
  { path: '/', title: 'Bayad' },
  { path: '/About', title: 'About us' },
  { path: '/User', title: 'Bayad' },
  { path: '/Policy', title: 'Privacy policy' },
  { path: '/Loan', title: 'Loan terms and conditions' },
  { path: '/Contact', title: 'Contact us' },
  { path: '/loanConfirm', title: 'Confirm loan', screen: LoanConfirm },
  { path: '/loanConfirm2', title: 'Confirm loan', screen: LegacyConfirm },
  { path: '/loanDetails', title: 'Loan details' },
  { path: '/order', title: 'Loan details' },
  { path: '/loginFailed', title: 'Failed' },
  { path: '/repayOrNot', title: 'Repayment' },
  { path: '/orderList', title: 'My orders' },
  { path: '/recommendList', title: 'Recommended' },
  { path: '/repay', title: 'Repayment' },
  { path: '/repayDelay', title: 'Rollover repayment' },
  { path: '/borrowDetail/:orderId?', title: 'Loan details' },
  { path: '/addnormalcard', title: 'Add bank card' },
  { path: '/alipayrepayment', title: 'E-wallet repayment' },
  { path: '/repaymentOfCode', title: 'Repayment code' },
  { path: '/repaymentOfCode2', title: 'Repayment code' },
  { path: '/dragonpay', title: 'Payment instructions' },
  { path: '/carpmm', title: 'Payment instructions' },
  { path: '/bindBank', title: 'Payment account information' },
  { path: '/bindCard', title: 'Payment account information' },
  { path: '/product', title: 'Product' },
  { path: '/customerService', title: 'Customer service' },
  { path: '/complaintList', title: 'My complaints' },
  { path: '/complainDetails', title: 'Complaint details' },
  { path: '/loanAgreement', title: 'Loan agreement' },
  { path: '/privacyPolicy', title: 'Privacy policy' },
  { path: '/aboutUs', title: 'About us' },
  { path: '/promotion', title: 'Register' },
  { path: '/downloadTemplate', title: 'Download' },
  { path: '/agreementTemplate', title: 'Agreement' },
]

/**
 * The screen of the route at `pathname`, if it has one. Built screens live on static paths, matched
 * as the router does: case-insensitive, a trailing slash allowed.
 */
export function screenAt(pathname: string): Screen | undefined {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase()
  return routes.find((route) => route.screen !== undefined && route.path.toLowerCase() === path)?.screen
}
