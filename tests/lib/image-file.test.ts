import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasExif, rasterType, readRasterHeader } from '../../src/lib/image-file.ts'
import { fitWithin, pickedFacts } from '../../src/lib/image-pipeline.ts'

/*
 * What a picked file is, by its bytes (docs/decisions/007-complaint-images.md): hand-made headers of each
 * kind, and files that claim to be photos by name or type but are not.
 */

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  )
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff]
const be32 = (n: number) => [...be16(Math.floor(n / 0x10000)), ...be16(n & 0xffff)]
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff]
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]

const png = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
  )

/** A JPEG's head: SOI, the segments given, then a baseline frame header of the size given. */
const jpeg = (width: number, height: number, ...segments: number[][]) =>
  bytes([0xff, 0xd8], ...segments, [0xff, 0xc0], be16(17), [8], be16(height), be16(width), [3, 1, 0x22, 0])
const segment = (marker: number, payload: number[]) => [0xff, marker, ...be16(payload.length + 2), ...payload]
const exifPayload = [...bytes('Exif', [0, 0], 'MM', [0, 42], be32(8))]
const jfif = segment(0xe0, [...bytes('JFIF', [0, 1, 1, 0]), ...be16(1), ...be16(1), 0, 0])

const webp = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body)

describe('rasterType: the magic numbers, nothing else', () => {
  it.each([
    ['JPEG', jpeg(4, 3), 'image/jpeg'],
    ['PNG', png(4, 3), 'image/png'],
    ['WebP', webp('VP8 ', []), 'image/webp'],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), null],
    ['SVG with an XML prolog', bytes('<?xml version="1.0"?><svg/>'), null],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>'), null],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0]), null],
    ['a RIFF that is a WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), null],
    ['PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47]), null],
    ['two bytes of JPEG', bytes([0xff, 0xd8]), null],
    ['nothing', bytes(), null],
  ])('%s', (_, file, expected) => {
    expect(rasterType(file)).toBe(expected)
  })
})

describe('readRasterHeader: type and pixel size', () => {
  it('PNG from IHDR, up to the 31-bit sizes a bomb claims', () => {
    expect(readRasterHeader(png(1200, 900))).toEqual({ type: 'image/png', width: 1200, height: 900 })
    expect(readRasterHeader(png(100_000, 100_000))).toEqual({
      type: 'image/png',
      width: 100_000,
      height: 100_000,
    })
    // No IHDR where it must be: a PNG without a size.
    expect(readRasterHeader(png(1, 1).slice(0, 20))).toEqual({ type: 'image/png', width: 0, height: 0 })
  })

  it('JPEG from its frame header, past APPn segments (JFIF, Exif) and fill bytes', () => {
    expect(readRasterHeader(jpeg(4032, 3024, jfif, segment(0xe1, exifPayload), [0xff]))).toEqual({
      type: 'image/jpeg',
      width: 4032,
      height: 3024,
    })
    // A progressive frame (SOF2) says its size too.
    const progressive = jpeg(640, 480)
    progressive[3] = 0xc2
    expect(readRasterHeader(progressive)).toMatchObject({ width: 640, height: 480 })
  })

  it('JPEG without a frame header before the scan, or cut short, or broken, has no size', () => {
    const scanFirst = bytes([0xff, 0xd8], segment(0xda, [1, 2, 3]))
    expect(readRasterHeader(scanFirst)).toEqual({ type: 'image/jpeg', width: 0, height: 0 })
    expect(readRasterHeader(jpeg(10, 10).slice(0, 8))).toEqual({ type: 'image/jpeg', width: 0, height: 0 })
    const broken = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0xff, 0xc0])
    expect(readRasterHeader(broken)).toMatchObject({ width: 0, height: 0 })
  })

  it('WebP: lossy (VP8), lossless (VP8L) and extended (VP8X)', () => {
    const lossy = webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(1600), ...le16(1200)])
    expect(readRasterHeader(lossy)).toEqual({ type: 'image/webp', width: 1600, height: 1200 })
    const w = 1000 - 1
    const h = 750 - 1
    const bits = w | (h << 14)
    const lossless = webp('VP8L', [
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      (bits >>> 24) & 0xff,
    ])
    expect(readRasterHeader(lossless)).toEqual({ type: 'image/webp', width: 1000, height: 750 })
    const extended = webp('VP8X', [0, 0, 0, 0, ...le24(20_000 - 1), ...le24(30_000 - 1)])
    expect(readRasterHeader(extended)).toEqual({ type: 'image/webp', width: 20_000, height: 30_000 })
  })

  it('random bytes never throw, and only magic numbers make a type (seeded)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (random) => {
        const header = readRasterHeader(random)
        expect(header?.type ?? null).toBe(rasterType(random))
        if (header !== null) {
          expect(header.width).toBeGreaterThanOrEqual(0)
          expect(header.height).toBeGreaterThanOrEqual(0)
        }
      }),
      { seed: 25, numRuns: 500 },
    )
  })
})

describe('hasExif: an APP1 "Exif" segment before the scan', () => {
  it('finds it after JFIF, not in a PNG, not in a JPEG without it', () => {
    expect(hasExif(jpeg(10, 10, jfif, segment(0xe1, exifPayload)))).toBe(true)
    expect(hasExif(jpeg(10, 10, segment(0xe1, exifPayload)))).toBe(true)
    expect(hasExif(jpeg(10, 10, jfif))).toBe(false)
    // APP1 that is XMP, not Exif.
    expect(hasExif(jpeg(10, 10, segment(0xe1, [...bytes('http://ns.adobe.com/xap/1.0/', [0])])))).toBe(false)
    expect(hasExif(png(10, 10))).toBe(false)
  })
})

describe('pickedFacts and fitWithin', () => {
  it('reads a File by its bytes, not its name or type', async () => {
    const disguised = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'receipt.jpg', {
      type: 'image/jpeg',
    })
    expect(await pickedFacts(disguised)).toEqual({ bytes: disguised.size, type: null, width: 0, height: 0 })
    const photo = new File([jpeg(4032, 3024, jfif)], 'IMG_0001', { type: '' })
    expect(await pickedFacts(photo)).toEqual({
      bytes: photo.size,
      type: 'image/jpeg',
      width: 4032,
      height: 3024,
    })
  })

  it('scales the long side down to the cap in proportion, never up', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 })
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(20_000, 10, 1600)).toEqual({ width: 1600, height: 1 })
  })
})
