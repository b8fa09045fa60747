import { crc32, inflateSync } from 'node:zlib'
import { glyphInk } from '../../src/sandbox/captcha-picture.ts'
import { CAPTCHA_ALPHABET } from '../../src/sandbox/handlers/index.ts'

/**
 * Reads the sandbox's captcha PNG back with Node's own zlib and CRC-32 (not the encoder's), so a wrong
 * checksum or a broken stream fails here as it would in a browser.
 */
export interface Picture {
  width: number
  height: number
  /** 3 bytes a pixel, row by row. */
  rgb: Uint8Array
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export function decodePng(png: Uint8Array): Picture {
  if (!SIGNATURE.every((byte, i) => png[i] === byte)) throw new Error('not a PNG signature')
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  let at = 8
  let width = 0
  let height = 0
  const idat: Uint8Array[] = []
  for (;;) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8))
    const data = png.subarray(at + 8, at + 8 + length)
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length))
      throw new Error(`bad CRC in ${type}`)
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      if (data[8] !== 8 || data[9] !== 2) throw new Error('expected 8-bit RGB')
    }
    if (type === 'IDAT') idat.push(data)
    at += 12 + length
    if (type === 'IEND') break
  }
  const raw = inflateSync(Buffer.concat(idat))
  const rgb = new Uint8Array(width * height * 3)
  for (let y = 0; y < height; y++) {
    if (raw[y * (1 + width * 3)] !== 0) throw new Error('expected filter type 0')
    rgb.set(raw.subarray(y * (1 + width * 3) + 1, (y + 1) * (1 + width * 3)), y * width * 3)
  }
  return { width, height, rgb }
}

/** Dark pixels are the letters' ink (the background and the noise lines are light). */
const isInk = (picture: Picture, x: number, y: number) => {
  const i = (y * picture.width + x) * 3
  return (picture.rgb[i] ?? 255) + (picture.rgb[i + 1] ?? 255) + (picture.rgb[i + 2] ?? 255) < 400
}

/**
 * The characters the picture draws, found by matching every glyph at every jitter in each of the 4
 * cells (captcha-picture.ts: 4× glyphs, cell i starts at 6 + 28·i, jitter 0–4 across and 0–11 down).
 */
export function readCaptcha(picture: Picture): string {
  let text = ''
  for (let cell = 0; cell < 4; cell++) {
    const from = 6 + cell * 28
    const ink = new Set<string>()
    for (let y = 0; y < picture.height; y++)
      for (let x = from; x < from + 24; x++) if (isInk(picture, x, y)) ink.add(`${x},${y}`)
    const found = [...CAPTCHA_ALPHABET].find((char) => {
      const dots: [number, number][] = []
      for (let y = 0; y < 7; y++) for (let x = 0; x < 5; x++) if (glyphInk(char, x, y)) dots.push([x, y])
      if (dots.length * 16 !== ink.size) return false
      for (let dx = 0; dx < 5; dx++)
        for (let dy = 0; dy < 12; dy++) {
          const all = dots.every(([x, y]) => {
            for (let sy = 0; sy < 4; sy++)
              for (let sx = 0; sx < 4; sx++)
                if (!ink.has(`${from + dx + x * 4 + sx},${2 + dy + y * 4 + sy}`)) return false
            return true
          })
          if (all) return true
        }
      return false
    })
    text += found ?? '?'
  }
  return text
}
