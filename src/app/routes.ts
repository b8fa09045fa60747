import { createElement, type ComponentType } from 'react'
import { textsReady } from '../i18n/catalogue.ts'
import { common } from '../i18n/common/index.ts'
import { RouteLoadFailed } from '../screens/shared/way-on.tsx'
import { RouteFrame } from '../ui/components.tsx'
import { onDemand, type OnDemand } from '../ui/on-demand.tsx'

/**
 * Every route of decisions.md. Screens load on demand so each route pays only for its own code
 * (the build preloads the matched route's chunks, vite.config.ts). A route added before its screen
 * shows a plain "Coming soon" page under its final path (docs/decisions/008); none is left today.
 */
export type Screen = OnDemand<object>

/** A built route has its screen (which names its own page); a route ahead of its screen, the title its placeholder shows. */
export type RouteDef =
  { path: string; screen: Screen; title?: undefined } | { path: string; title: string; screen?: undefined }

/**
 * A route's screen, loaded on demand; while its code downloads the route shows its frame: the
 * screen's header with `title` (the title the screen shows) and a skeleton (RouteFrame). A failed
 * download says what happened, with Try again and the ways on (RouteLoadFailed).
 */
function screen(titled: Title, load: () => Promise<{ default: ComponentType }>): Screen {
  const title = () => common().titles[titled]
  return onDemand(
    // The screen once its code and its texts (those its code declared, src/i18n/catalogue.ts) are here.
    () => load().then((module) => textsReady().then(() => module.default)),
    () => createElement(RouteLoadFailed, { title: title() }),
    () => createElement(RouteFrame, { title: title() }),
  )
}

/** The routes' titles (src/i18n/common). */
type Title = keyof ReturnType<typeof common>['titles']

const RepayByCard = screen('pay', () => import('../screens/repay-by-card/repay-by-card-screen.tsx'))
const ComplaintStart = screen('complaint', () => import('../screens/complaint/complaint-start-screen.tsx'))
const ComplaintForm = screen('complaint', () => import('../screens/complaint/complaint-form-screen.tsx'))
const LoanConfirm = screen('confirmLoan', () => import('../screens/loan-confirm/loan-confirm-screen.tsx'))
const LegacyConfirm = screen('confirmLoan', () => import('../screens/loan-confirm/legacy-confirm-screen.tsx'))
const OrderDetails = screen('loanDetails', () => import('../screens/order-details/order-details-screen.tsx'))
const LoginFailed = screen('loginFailed', () => import('../screens/recommended/login-failed-screen.tsx'))
const RecommendList = screen('recommended', () => import('../screens/recommended/recommend-list-screen.tsx'))
const OrderList = screen('myOrders', () => import('../screens/order-list/order-list-screen.tsx'))
const RepayOrNot = screen('pay', () => import('../screens/repay-or-not/repay-or-not-screen.tsx'))
const Product = screen('product', () => import('../screens/product/product-screen.tsx'))
const Promotion = screen('register', () => import('../screens/promotion/promotion-screen.tsx'))
const Download = screen('download', () => import('../screens/promotion/download-screen.tsx'))
const Agreement = screen('registrationAgreement', () => import('../screens/promotion/agreement-screen.tsx'))
const TestPreview = screen('testPreview', () => import('../screens/test-preview/test-preview-screen.tsx'))
const Repayment = screen('pay', () => import('../screens/repayment/repayment-screen.tsx'))
const Rollover = screen('rollover', () => import('../screens/repayment/repayment-screen.tsx'))
const PayCode = screen('payCode', () => import('../screens/pay-code/pay-code-screen.tsx'))
const PayCode2 = screen('paymentDetails', () => import('../screens/pay-code/pay-code-v2-screen.tsx'))
const Dragonpay = screen('paymentInstructions', () => import('../screens/dragonpay/dragonpay-screen.tsx'))
const WalletRepay = screen('walletPay', () => import('../screens/wallet/wallet-repay-screen.tsx'))
const AddCard = screen('paymentAccount', () => import('../screens/wallet/add-card-screen.tsx'))
const BankForm = screen('paymentAccount', () => import('../screens/bank-form/bank-form-screen.tsx'))
const ComplaintList = screen('myComplaints', () => import('../screens/complaint/complaint-list-screen.tsx'))
const ComplaintDetails = screen(
  'complaintDetails',
  () => import('../screens/complaint/complaint-details-screen.tsx'),
)
const CustomerService = screen(
  'customerService',
  () => import('../screens/customer-service/customer-service-screen.tsx'),
)
const SiteHome = screen('siteHome', () => import('../screens/site/home-screen.tsx'))
const SiteAbout = screen('aboutUs', () => import('../screens/site/about-screen.tsx'))
const SitePolicy = screen('privacyPolicy', () => import('../screens/site/policy-screen.tsx'))
const SiteLoan = screen('loanTerms', () => import('../screens/site/loan-screen.tsx'))
const SiteContact = screen('contactUs', () => import('../screens/site/contact-screen.tsx'))
const LoanAgreement = screen('loanAgreement', () => import('../screens/documents/loan-agreement-screen.tsx'))
const PrivacyPolicy = screen('privacyPolicy', () => import('../screens/documents/privacy-policy-screen.tsx'))
const AboutUs = screen('aboutUs', () => import('../screens/documents/about-us-screen.tsx'))

export const routes: RouteDef[] = [
  { path: '/repayChoose', screen: RepayByCard },
  { path: '/complaint', screen: ComplaintStart },
  { path: '/complainPageNext', screen: ComplaintForm },
  { path: '/testPreview', screen: TestPreview },
  { path: '/', screen: SiteHome },
  { path: '/About', screen: SiteAbout },
  { path: '/User', screen: SiteHome },
  { path: '/Policy', screen: SitePolicy },
  { path: '/Loan', screen: SiteLoan },
  { path: '/Contact', screen: SiteContact },
  { path: '/loanConfirm', screen: LoanConfirm },
  { path: '/loanConfirm2', screen: LegacyConfirm },
  { path: '/loanDetails', screen: OrderDetails },
  { path: '/order', screen: OrderDetails },
  { path: '/loginFailed', screen: LoginFailed },
  { path: '/repayOrNot', screen: RepayOrNot },
  { path: '/orderList', screen: OrderList },
  { path: '/recommendList', screen: RecommendList },
  { path: '/repay', screen: Repayment },
  { path: '/repayDelay', screen: Rollover },
  { path: '/borrowDetail/:orderId?', screen: OrderDetails },
  { path: '/addnormalcard', screen: AddCard },
  { path: '/alipayrepayment', screen: WalletRepay },
  { path: '/repaymentOfCode', screen: PayCode },
  { path: '/repaymentOfCode2', screen: PayCode2 },
  { path: '/dragonpay', screen: Dragonpay },
  { path: '/carpmm', screen: Dragonpay },
  { path: '/bindBank', screen: BankForm },
  { path: '/bindCard', screen: BankForm },
  { path: '/product', screen: Product },
  { path: '/customerService', screen: CustomerService },
  { path: '/complaintList', screen: ComplaintList },
  { path: '/complainDetails', screen: ComplaintDetails },
  { path: '/loanAgreement', screen: LoanAgreement },
  { path: '/privacyPolicy', screen: PrivacyPolicy },
  { path: '/aboutUs', screen: AboutUs },
  { path: '/promotion', screen: Promotion },
  { path: '/downloadTemplate', screen: Download },
  { path: '/agreementTemplate', screen: Agreement },
]

/**
 * The screen of the route at `pathname`, if it has one, matched as the router does: case-insensitive,
 * a trailing slash allowed, one optional parameter last (`/borrowDetail/:orderId?`).
 */
export function screenAt(pathname: string): Screen | undefined {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase()
  return routes.find(({ path: route, screen }) => {
    const [base = '', param] = route.toLowerCase().split('/:')
    const rest = path.slice(base.length + 1)
    return (
      screen !== undefined &&
      (path === base || (param !== undefined && path.startsWith(`${base}/`) && !rest.includes('/')))
    )
  })?.screen
}
