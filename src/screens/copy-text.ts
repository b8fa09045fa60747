import { copyToClipboard } from '../lib/clipboard.ts'
import type { Services } from './services.tsx'

/** Copies a pay code and says so: "copy success" (spec §8), or how to copy it by hand. */
export async function copyText(text: string, toast: Services['toast']): Promise<void> {
  const copied = await copyToClipboard(text)
  toast(
    copied
      ? { notice: { id: 'common.copySuccess' }, tone: 'info' }
      : { notice: { text: 'Could not copy. Press and hold the code to copy it.' }, tone: 'failure' },
  )
}
