import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/**
 * The spec's literal wording (§2 "Official site": the nav bar's items; §5: the contact form's
 * outcomes); plain English (./en.ts) elsewhere. The spec's form sends nothing and says "Success!";
 * here it says so once the e-mail app has opened on the message.
 */
const spec: TextsOf<typeof en> = {
  ...en,
  nav: { ...en.nav, about: 'About Us', policy: 'Privacy Policy' },
  form: { ...en.form, incomplete: 'Please provide complete information!', mailOpened: () => 'Success!' },
}

export default spec
