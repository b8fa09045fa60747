import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/**
 * The spec's literal wording where it gives one; spec §2 names the page "E-wallet repayment" only as
 * its title (common spec titles.walletPay) and quotes no other text of it.
 */
const spec: TextsOf<typeof en> = { ...en }

export default spec
