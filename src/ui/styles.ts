// The app's stylesheets, in the order they cascade: src/app/main.tsx loads them, and the model suite's
// Chromium setup (tests/model/browser-setup.ts) loads the same list so its views are styled as in the app.
import './theme.css'
import './landing.css'
import './public-pages.css'
import './repayment.css'
import './pay-code.css'
import './dragonpay.css'
import './wallet.css'
import './bank-form.css'
import './complaints.css'
import './site.css'
import './disclosure.css'
