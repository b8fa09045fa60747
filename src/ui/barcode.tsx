import { checksTexts } from '../i18n/checks/index.ts'

/**
 * A Code 128 bar code as SVG, with no dependency, for the "Scan to pay" popup: a store cashier scans
 * the borrower's payment code from the phone screen.
 *
 * Encoding: printable ASCII (32–126) only. Code Set C (two digits per symbol) for runs of four or
 * more digits, Code Set B for everything else, switching sets as needed. A text starting with such a
 * run (or exactly two digits) starts in Set C; an odd run leaves its odd digit to Set B (its last
 * digit when the text starts with the run, its first digit elsewhere).
 * Tests: tests/ui/barcode.test.tsx (an independent decoder round-trips the symbols).
 */

/** Blank modules on each side of the symbol (the standard asks for at least 10). */
export const QUIET_ZONE = 10

/**
 * Bar and space widths (in modules, starting with a bar) of symbol values 0–105, six digits each;
 * every symbol is 11 modules wide. The stop pattern (106) has a final 2-module bar: 13 modules.
 */
const PATTERNS =
  '212222222122222221121223121322131222122213122312132212221213221312231212112232122132122231113222' +
  '123122123221223211221132221231213212223112312131311222321122321221312212322112322211212123212321' +
  '232121111323131123131321112313132113132311211313231113231311112133112331132131113123113321133121' +
  '313121211331231131213113213311213131311123311321331121312113312311332111314111221411431111111224' +
  '111422121124121421141122141221112214112412122114122411142112142211241211221114413111241112134111' +
  '111242121142121241114212124112124211411212421112421211212141214121412121111143111341131141114113' +
  '114311411113411311113141114131311141411131211412211214211232'
const STOP = '2331112'

const START_B = 104
const START_C = 105
const CODE_B = 100
const CODE_C = 99

const isDigit = (code: number) => code >= 48 && code <= 57

/** How many digits follow one another from `index`. */
function digitRun(text: string, index: number): number {
  let end = index
  while (end < text.length && isDigit(text.charCodeAt(end))) end++
  return end - index
}

/**
 * The symbol values of `text`: start code, data (with set switches), checksum — the stop pattern
 * is not a value. Null for an empty text or one with a character outside printable ASCII.
 */
export function code128Values(text: string): number[] | null {
  if (text === '') return null
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 32 || code > 126) return null
  }
  const leading = digitRun(text, 0)
  let setC = leading >= 4 || (leading === 2 && text.length === 2)
  const values = [setC ? START_C : START_B]
  let index = 0
  while (index < text.length) {
    const run = digitRun(text, index)
    if (setC) {
      if (run >= 2) {
        values.push(Number(text.slice(index, index + 2)))
        index += 2
        continue
      }
      values.push(CODE_B)
      setC = false
    } else if (run >= 4 && run % 2 === 0) {
      values.push(CODE_C)
      setC = true
      continue
    }
    values.push(text.charCodeAt(index) - 32)
    index++
  }
  // Checksum: the start value plus each data value times its position (1, 2, …), modulo 103.
  values.push(values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103)
  return values
}

/**
 * Module widths of the whole Code 128 symbol for `text` (bars and spaces alternating, starting and
 * ending with a bar; no quiet zone), or null if `text` cannot be encoded (see code128Values).
 */
export function encodeCode128(text: string): number[] | null {
  const values = code128Values(text)
  if (values === null) return null
  const digits = values.map((value) => PATTERNS.slice(value * 6, value * 6 + 6)).join('') + STOP
  return Array.from(digits, Number)
}

export type BarcodeProps = {
  /** The payment code to encode and show below the bars. */
  value: string
  /** The accessible name of the bar code image. */
  label: string
}

/** Height of the bars in viewBox units; CSS (`.barcode__svg`) sets the shown height. */
const BAR_HEIGHT = 60

/** The bar code of `value`, scaled to the container width, with the code in text below it. */
export function Barcode({ value, label }: BarcodeProps) {
  const widths = encodeCode128(value)
  if (widths === null) {
    return <p className="barcode barcode--error">{checksTexts().barcodeUnavailable}</p>
  }
  const bars: { x: number; width: number }[] = []
  let x = QUIET_ZONE
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width })
    x += width
  })
  const total = x + QUIET_ZONE
  return (
    <div className="barcode">
      <svg
        className="barcode__svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${total} ${BAR_HEIGHT}`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        width="100%"
        height="88"
      >
        <rect width={total} height={BAR_HEIGHT} fill="#fff" />
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} width={bar.width} height={BAR_HEIGHT} fill="#000" />
        ))}
      </svg>
      <p className="barcode__text">{value}</p>
    </div>
  )
}
