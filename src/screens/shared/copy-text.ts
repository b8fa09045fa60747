// @chunk repayment
import { copyToClipboard } from '../../lib/clipboard.ts'
import { common } from '../../i18n/common/index.ts'
import type { Services } from './services.tsx'

/** Copies a pay code and says so: "copy success" (spec §8), or, where nothing could copy, to write it down. */
export async function copyText(text: string, toast: Services['toast']): Promise<void> {
  const copied = await copyToClipboard(text)
  toast(
    copied
      ? { notice: { id: 'common.copySuccess' }, tone: 'info' }
      : { notice: { text: common().copyFailed }, tone: 'failure' },
  )
}
