// @chunk repayment
/**
 * Copies text: the Clipboard API where the page may use it, else the old selection copy that
 * webviews served over plain http still allow. Resolves false when neither worked.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return copyBySelection(text)
  }
}

function copyBySelection(text: string): boolean {
  // The copy takes focus away for a moment: it goes back to the control the borrower used.
  const focused = document.activeElement
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.focus({ preventScroll: true })
  area.select()
  // iOS selects nothing with select() alone.
  area.setSelectionRange(0, text.length)
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
    if (focused instanceof HTMLElement) focused.focus({ preventScroll: true })
  }
}
