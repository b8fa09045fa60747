import { createElement, type ComponentType } from 'react'
import { RouteLoadFailed } from '../screens/way-on.tsx'
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
function screen(title: string, load: () => Promise<{ default: ComponentType }>): Screen {
  return onDemand(
    () => load().then((module) => module.default),
    () => createElement(RouteLoadFailed, { title }),
    () => createElement(RouteFrame, { title }),
  )
}

const ONLINE_SERVICE = 'Online service'
const CONFIRM_LOAN = 'Confirm loan'

const RepayByCard = screen('Repayment', () => import('../screens/repay-by-card/repay-by-card-screen.tsx'))
const ComplaintStart = screen(ONLINE_SERVICE, () => import('../screens/complaint/complaint-start-screen.tsx'))
const ComplaintForm = screen(ONLINE_SERVICE, () => import('../screens/complaint/complaint-form-screen.tsx'))
const LoanConfirm = screen(CONFIRM_LOAN, () => import('../screens/loan-confirm/loan-confirm-screen.tsx'))
const LegacyConfirm = screen(CONFIRM_LOAN, () => import('../screens/loan-confirm/legacy-confirm-screen.tsx'))
const OrderDetails = screen('Loan details', () => import('../screens/order-details/order-details-screen.tsx'))
const LoginFailed = screen('Failed', () => import('../screens/recommended/login-failed-screen.tsx'))
const RecommendList = screen('Recommended', () => import('../screens/recommended/recommend-list-screen.tsx'))
const OrderList = screen('My orders', () => import('../screens/order-list/order-list-screen.tsx'))
const RepayOrNot = screen('Repayment', () => import('../screens/repay-or-not/repay-or-not-screen.tsx'))
const Product = screen('Product', () => import('../screens/product/product-screen.tsx'))
const Promotion = screen('Register', () => import('../screens/promotion/promotion-screen.tsx'))
const Download = screen('Get the Bayad app', () => import('../screens/promotion/download-screen.tsx'))
const Agreement = screen('Registration agreement', () => import('../screens/promotion/agreement-screen.tsx'))
const TestPreview = screen('Test preview', () => import('../screens/test-preview/test-preview-screen.tsx'))
const Repayment = screen('Repayment', () => import('../screens/repayment/repayment-screen.tsx'))
const Rollover = screen('Rollover repayment', () => import('../screens/repayment/repayment-screen.tsx'))
const PayCode = screen('Pay code', () => import('../screens/pay-code/pay-code-screen.tsx'))
const PayCode2 = screen('Payment details', () => import('../screens/pay-code/pay-code-v2-screen.tsx'))
const Dragonpay = screen('Payment instructions', () => import('../screens/dragonpay/dragonpay-screen.tsx'))
const WalletRepay = screen('E-wallet repayment', () => import('../screens/wallet/wallet-repay-screen.tsx'))
const AddCard = screen('Payment account information', () => import('../screens/wallet/add-card-screen.tsx'))
const BankForm = screen(
  'Payment account information',
  () => import('../screens/bank-form/bank-form-screen.tsx'),
)
const ComplaintList = screen('My complaints', () => import('../screens/complaint/complaint-list-screen.tsx'))
const ComplaintDetails = screen(
  'Complaint details',
  () => import('../screens/complaint/complaint-details-screen.tsx'),
)
const CustomerService = screen(
  'Customer service',
  () => import('../screens/customer-service/customer-service-screen.tsx'),
)
const SiteHome = screen('Cash loans in the Philippines', () => import('../screens/site/home-screen.tsx'))
const SiteAbout = screen('About us', () => import('../screens/site/about-screen.tsx'))
const SitePolicy = screen('Privacy Policy', () => import('../screens/site/policy-screen.tsx'))
const SiteLoan = screen('Loan terms and conditions', () => import('../screens/site/loan-screen.tsx'))
const SiteContact = screen('Contact us', () => import('../screens/site/contact-screen.tsx'))
const LoanAgreement = screen('Loan agreement', () => import('../screens/documents/loan-agreement-screen.tsx'))
const PrivacyPolicy = screen('Privacy policy', () => import('../screens/documents/privacy-policy-screen.tsx'))
const AboutUs = screen('About us', () => import('../screens/documents/about-us-screen.tsx'))

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
