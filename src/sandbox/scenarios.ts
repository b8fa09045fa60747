/** Named behaviours a tester can pick; the value is the description shown in the picker. */
export const SCENARIOS = {
  verificationNeeded:
    'Default. Card repayment asks for an SMS code (use 123456). On the promotion landing, "Get code" sends the code 123456 once the picture\'s image code is typed (any letter case).',
  noVerification: 'Card repayment is paid at commit, without an SMS code.',
  wrongCode: 'Every SMS code is refused with 800006 "verification code error".',
  repeatedSubmission:
    'Every repayment commit is refused with 800005 "do not submit the payment request repeatedly".',
  cardListFailure: 'Loading the repayment cards fails: "failed to query card list".',
  serverError: 'Every call answers HTTP 500.',
  offline: 'Every call fails as if the phone had lost its connection (no answer at all).',
  slowNetwork: 'Every answer is delayed by 2.5 seconds.',
  collectionRefused: 'Orders do not allow collection complaints (isShow 0) and no order is preselected.',
  malformedResponse:
    "Repayment ways, instalment and rollover repayment, the pay page (generate-vcode), the e-wallet repayment, complaint start, both loan confirmations (v3 and legacy), the order details, the order list, the payment account form (card-init, and bind-card-new and card-change answer without a code), My complaints (problem-list), the complaint details (problem-detail), customer service (contact-kf-info), the recommended products and the promotion landing's template (channel-template, id null) answer data of the wrong shape.",
  noPayCode:
    'Instalment and rollover repayment have no default pay code (defDetail.payCode empty): no pay-code box, Copy or Bar code.',
  noInstructions: 'Instalment and rollover repayment show no instruction banner (isShowReyTop 0).',
  fewDetails: 'Instalment and rollover repayment have two detail rows only: no More.',
  payCodeFailure:
    'Payment with GCash in the channel popup (generate-vcode, channel 90006) is refused: "This payment channel is under maintenance. Please choose another one." Every other channel works.',
  payCodeQr:
    'Payment in the channel popup (generate-vcode) answers a QR code page (/repaymentOfCode, showType 2) instead of a pay code.',
  payCodeNoExpiry:
    'Payment in the channel popup (generate-vcode) answers a pay code without a validity (no expireTime): the code page says nothing about how long it is valid.',
  payCodeExpired:
    'Payment in the channel popup (generate-vcode) answers a pay code that expired an hour ago: the code page says so and how to get a new one.',
  noOwedAmount:
    'The order list gives no amount owed (no repayAmount): every order shows its loan amount, labelled "Loan amount".',
  walletFailure:
    'The e-wallet repayment (repayment-huichao) is refused: "E-wallet repayment is not available right now. Please pay by card or with a pay code."',
  bankInitFailure:
    'The payment account form (card-init) is refused: "Payment accounts cannot be added right now. Please try again later."',
  bindFailure:
    'Binding a payment account (bind-card-new and card-change) is refused: "This account could not be verified. Please check the number and try again."',
  noComplaints:
    'The borrower has filed no complaint: My complaints shows its tabs (Processing, Completed), each empty.',
  scoreFailure:
    'Rating a complaint\'s answer (save-score) is refused: "Your rating could not be saved right now. Please try again later."',
  contactFailure:
    'Customer service\'s contact details (contact-kf-info) are refused: "Contact details are not available right now." The configured service phone and the company\'s service e-mail show.',
  complaintSavedWithoutId:
    'Sending a complaint (problem-save) answers success without the new complaint\'s id: the complaint home after the "Successfully Sent" modal leads to My complaints instead of the complaint.',
  bareComplaintDetail:
    'The complaint details (problem-detail) give no status and no filing time: the page derives the status from the answer and shows the time My complaints listed (none when opened from a link).',
  emptyOrders: 'The borrower has no orders: the order list is empty and every order is "not found".',
  noAgreements: 'The loan confirmation lists no agreements (v3 and legacy).',
  agreementPopup: 'The loan confirmation asks the borrower to read the loan agreement in a popup first.',
  retentionPopup:
    'Leaving the loan confirmation asks "You are almost there" (isPopType 1); on iOS, the host\'s back hook opens the "Point out" popup.',
  pushFailure:
    'Submitting the loan (v3) is refused: "Your loan could not be submitted right now. Please try again in a few minutes."',
  slowPush: 'Submitting the loan (v3 and legacy) takes 3 seconds; every other call answers at once.',
  rupeeFlag: 'The legacy loan confirmation flags its amounts as rupees (flag 1).',
  unstructuredOffer:
    'Both loan confirmations answer without the structured cost fields (no fees, interest, netAmount, effectiveRate): the disclosure statement derives the interest from the plan and says it cannot state the fees, the net proceeds or the effective rate.',
  lenderRate:
    "Both loan confirmations give the lender's own effective interest rate (effectiveRate 4.5 % a month): the disclosure statement shows it as stated by the lender, not computed.",
  offerMismatch:
    'Both loan confirmations give a net amount that does not match the amount less the fees: the disclosure statement says the figures do not add up and computes no rate.',
  legacyRefused:
    'Submitting the legacy loan is refused with 01 "This offer is no longer available for your account."',
  withdrawPage:
    'The approved order (151) sends "Withdraw Now" to a sample withdrawal page inside the app (by default the host opens the product).',
  noRollover: 'Repayable and overdue orders (174, 180) offer no rollover: one "Repayment" button.',
  codePaid:
    'The repayable order (174, BYD20261105000017) was paid with its pay code a few minutes ago: its order page reads finished (200), "Paid ₱… on …", with the payment\'s receipt (reference, time, channel).',
  fiveDaysLate:
    'The overdue order (180, BYD20260812000042) fell due 5 days ago (Manila): its order page reads "5 days late" with its new due date.',
  orderRating: 'Every order page asks the borrower to rate the app (isScore 1).',
  badHostPhone:
    'Every order page\'s telephone (loan-details) is not a phone number ("call 0917 now"): the page ignores it and still shows and calls the configured service phone.',
  bindCardPopup: 'Every order page asks the borrower to bind a bank card first ("Bind your bank card").',
  orderRedirect:
    'Every order page except an in-review one (21) redirects to the instalment repayment page (playeduL).',
  emptyProducts: 'No recommended products: the order pages and the recommended list show none.',
  partnerProduct:
    "Sahod Advance (202) in the recommended products is a partner lender's: define answers its own page on another origin (https://partner-lender.example/apply?productId=202), which opens as named, without the borrower's session.",
  scholarshipsFailure:
    'The recommended products list is refused with 01 "Recommended products are not available right now. Please try again later."',
  policyUnavailable:
    "The company's privacy policy page cannot be reached: the official site's Privacy Policy shows the in-app policy text, with Try again.",
  templateFailure:
    'The promotion landing\'s template (channel-template) is refused with 1 "This promotion has ended."',
  wrongImageCode:
    'Promotion landing: "Get code" (get-sms) is refused with 101 "The image code is wrong. Please enter the new one.", whatever image code is typed.',
  registeredOnSms:
    'Promotion landing: "Get code" (get-sms) answers 11 "You have registered, please download the app to log in" for every phone.',
  registeredOnRegister:
    'Promotion landing: the code is sent, then registering answers 11 "You have registered, please download the app to log in".',
  wrongCaptchaOnRegister:
    'Promotion landing: the code is sent, then registering answers -1 "The image code is wrong. Please enter the new one.", whatever image code is typed.',
  answerLost:
    'Every submission (card and e-wallet repayment, pay code, loan push, registration, complaint, payment account, rating) is carried out, then its answer never comes: the app times out after 60 s and checks. Card repayment is charged at commit (no SMS code).',
  gatewayError:
    'Every submission is carried out, then a gateway answers HTTP 502. Card repayment is charged at commit (no SMS code).',
  brokenBody:
    'Every submission is carried out, then answers success with a body that does not decode. Card repayment is charged at commit (no SMS code).',
  stalledBody:
    "Every submission is carried out; its answer's headers arrive and its body never ends (the app times out after 60 s). Card repayment is charged at commit (no SMS code).",
  stillProcessing:
    'Card repayment is charged at commit (no SMS code), then the connection drops; the order reads "repaying" (170) at the first two checks, then paid.',
  redirectRefused:
    "Submitting the loan (v3 and legacy) is accepted, but the page it names next is refused (not one of the app's pages).",
  registerFailure:
    'Promotion landing: the code is sent, then registering is refused with 1 "Registration is paused for maintenance. Please try again in an hour."',
} as const satisfies Record<string, string>

export type ScenarioName = keyof typeof SCENARIOS

/** The scenarios in which a submission takes effect and its answer is then lost (src/sandbox/handlers/common.ts). */
export const AFTER_EFFECT_SCENARIOS = [
  'answerLost',
  'gatewayError',
  'brokenBody',
  'stalledBody',
  'stillProcessing',
] as const
export type AfterEffectScenario = (typeof AFTER_EFFECT_SCENARIOS)[number]

export function isAfterEffect(scenario: ScenarioName): scenario is AfterEffectScenario {
  return (AFTER_EFFECT_SCENARIOS as readonly string[]).includes(scenario)
}

export const DEFAULT_SCENARIO: ScenarioName = 'verificationNeeded'

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SCENARIOS, value)
}
