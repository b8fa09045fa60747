// Every route's messages, as if each route's screen had loaded (src/i18n/messages.ts addMessages).
import '../src/i18n/complaint-messages.ts'
import '../src/i18n/complaint-image-messages.ts'
import '../src/i18n/repay-messages.ts'
import '../src/i18n/payment-messages.ts'
