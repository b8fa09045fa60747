import { encodePng } from './png.ts'
import { randomFill } from './sample.ts'

/**
 * The sandbox's captcha picture as a PNG (the app refuses SVG captchas): the characters drawn from a
 * 5×7 bitmap font at 4× with a little jitter, in dark inks over a light background with two noise
 * lines. Readable for a tester; the e2e reads the text from the sandbox's state (e2e/support/sandbox.ts).
 */

/** 5×7 glyphs of the captcha alphabet (src/sandbox/handlers/promotion.ts), rows top to bottom. */
const GLYPHS: Record<string, string> = {
  A: '.###./#...#/#...#/#####/#...#/#...#/#...#',
  B: '####./#...#/#...#/####./#...#/#...#/####.',
  C: '.###./#...#/#..../#..../#..../#...#/.###.',
  D: '####./#...#/#...#/#...#/#...#/#...#/####.',
  E: '#####/#..../#..../####./#..../#..../#####',
  F: '#####/#..../#..../####./#..../#..../#....',
  G: '.###./#...#/#..../#.###/#...#/#...#/.###.',
  H: '#...#/#...#/#...#/#####/#...#/#...#/#...#',
  J: '..###/...#./...#./...#./...#./#..#./.##..',
  K: '#...#/#..#./#.#../##.../#.#../#..#./#...#',
  M: '#...#/##.##/#.#.#/#.#.#/#...#/#...#/#...#',
  N: '#...#/#...#/##..#/#.#.#/#..##/#...#/#...#',
  P: '####./#...#/#...#/####./#..../#..../#....',
  Q: '.###./#...#/#...#/#...#/#.#.#/#..#./.##.#',
  R: '####./#...#/#...#/####./#.#../#..#./#...#',
  S: '.####/#..../#..../.###./....#/....#/####.',
  T: '#####/..#../..#../..#../..#../..#../..#..',
  U: '#...#/#...#/#...#/#...#/#...#/#...#/.###.',
  V: '#...#/#...#/#...#/#...#/#...#/.#.#./..#..',
  W: '#...#/#...#/#...#/#.#.#/#.#.#/#.#.#/.#.#.',
  X: '#...#/#...#/.#.#./..#../.#.#./#...#/#...#',
  Y: '#...#/#...#/.#.#./..#../..#../..#../..#..',
  Z: '#####/....#/...#./..#../.#.../#..../#####',
  '2': '.###./#...#/....#/...#./..#../.#.../#####',
  '3': '#####/...#./..#../...#./....#/#...#/.###.',
  '4': '...#./..##./.#.#./#..#./#####/...#./...#.',
  '5': '#####/#..../####./....#/....#/#...#/.###.',
  '6': '..##./.#.../#..../####./#...#/#...#/.###.',
  '7': '#####/....#/...#./..#../.#.../.#.../.#...',
  '8': '.###./#...#/#...#/.###./#...#/#...#/.###.',
  '9': '.###./#...#/#...#/.####/....#/...#./.##..',
}

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 44
const SCALE = 4
const BACKGROUND = [0xf8, 0xfa, 0xfc] as const
const NOISE = [0xcb, 0xd5, 0xe1] as const
const INKS = [
  [0x1f, 0x29, 0x37],
  [0x1e, 0x3a, 0x8a],
  [0x7c, 0x2d, 0x12],
  [0x14, 0x53, 0x2d],
] as const

/** Whether the glyph of `char` has ink at column `x`, row `y` (a character without one draws nothing). */
export function glyphInk(char: string, x: number, y: number): boolean {
  return GLYPHS[char.toUpperCase()]?.split('/')[y]?.[x] === '#'
}

/** The picture of `text` (up to 4 characters) as PNG bytes. */
export function captchaPng(text: string): Uint8Array<ArrayBuffer> {
  const [a = 0, b = 0, ...jitter] = randomFill(new Uint32Array(2 + text.length * 3))
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3)
  const paint = (x: number, y: number, colour: readonly number[]) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return
    pixels.set(colour, (y * CAPTCHA_WIDTH + x) * 3)
  }
  for (let i = 0; i < CAPTCHA_WIDTH * CAPTCHA_HEIGHT; i++) pixels.set(BACKGROUND, i * 3)
  // Two light lines across, under the letters.
  for (const [from, to] of [
    [4 + (a % 36), 4 + ((a >>> 8) % 36)],
    [4 + (b % 36), 4 + ((b >>> 8) % 36)],
  ] as const) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const y = Math.round(from + ((to - from) * x) / CAPTCHA_WIDTH)
      paint(x, y, NOISE)
      paint(x, y + 1, NOISE)
    }
  }
  ;[...text].slice(0, 4).forEach((char, i) => {
    const dx = (jitter[i * 3] ?? 0) % 5
    const dy = (jitter[i * 3 + 1] ?? 0) % 12
    const ink = INKS[(jitter[i * 3 + 2] ?? 0) % INKS.length] ?? INKS[0]
    const left = 6 + i * 28 + dx
    const top = 2 + dy
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 5; x++) {
        if (!glyphInk(char, x, y)) continue
        for (let sy = 0; sy < SCALE; sy++)
          for (let sx = 0; sx < SCALE; sx++) paint(left + x * SCALE + sx, top + y * SCALE + sy, ink)
      }
    }
  })
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels)
}
