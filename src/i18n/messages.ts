import type { Notice } from '../../machines/shared/notice.ts'
import { messageText } from './catalogue.ts'

/**
 * The text of a message id machines name (machines/shared/notice.ts), from the loaded catalogues:
 * the shared ones in ./common, a flow's in its own area (`messages`, src/i18n/catalogue.ts).
 */
export const message = messageText

export function noticeText(notice: Notice): string {
  return 'text' in notice ? notice.text : messageText(notice.id)
}
