/**
 * What a picked file really is, read from its bytes (never its name or the browser's `type`): a JPEG,
 * PNG or WebP picture and its size in pixels, or nothing the complaint form accepts
 * (docs/decisions/007-complaint-images.md). Pure: the sandbox and the e2e tests read uploads with it too.
 */

export type RasterType = 'image/jpeg' | 'image/png' | 'image/webp'

export interface RasterHeader {
  type: RasterType
  /** Pixels, from the header; 0 when the header is cut short before it says. */
  width: number
  height: number
}

/** How many leading bytes {@link readRasterHeader} needs at most (a JPEG's size follows its APPn segments). */
export const HEADER_BYTES = 1024 * 1024

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8)
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16)
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2)

/** The type the magic numbers say: FF D8 FF; 89 50 4E 47 0D 0A 1A 0A; RIFF....WEBP. */
export function rasterType(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

/** The type and pixel size of a JPEG, PNG or WebP from its first bytes; null for anything else. */
export function readRasterHeader(bytes: Uint8Array): RasterHeader | null {
  const type = rasterType(bytes)
  if (type === null) return null
  const size =
    type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : webpSize(bytes)
  return { type, ...(size ?? { width: 0, height: 0 }) }
}

type Size = { width: number; height: number }

function pngSize(b: Uint8Array): Size | null {
  // The first chunk is IHDR: length (4), "IHDR", width, height.
  if (!startsWith(b, ascii('IHDR'), 12) || b.length < 24) return null
  return { width: u32be(b, 16), height: u32be(b, 20) }
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function jpegSize(b: Uint8Array): Size | null {
  let at = 2
  // Each segment: FF, marker, 2-byte length (counting itself), payload. Bounded by the bytes read.
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    // End of image, or the scan began before any frame header: no size.
    if (marker === 0xd9 || marker === 0xda) return null
    if (SOF.has(marker)) {
      if (at + 9 > b.length) return null
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) }
    }
    const length = u16be(b, at + 2)
    if (length < 2) return null
    at += 2 + length
  }
  return null
}

function webpSize(b: Uint8Array): Size | null {
  // RIFF, size, WEBP, then the first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended).
  if (startsWith(b, ascii('VP8X'), 12) && b.length >= 30)
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  if (startsWith(b, ascii('VP8L'), 12) && b.length >= 25 && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (startsWith(b, ascii('VP8 '), 12) && b.length >= 30 && startsWith(b, [0x9d, 0x01, 0x2a], 23))
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  return null
}

/**
 * Whether a JPEG carries an Exif segment (APP1 starting "Exif\0\0", where cameras put the GPS
 * position) before its picture data: what a re-encoded upload must not have.
 */
export function hasExif(b: Uint8Array): boolean {
  if (rasterType(b) !== 'image/jpeg') return false
  let at = 2
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false
    const marker = b[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return false
    if (marker === 0xe1 && startsWith(b, [...ascii('Exif'), 0, 0], at + 4)) return true
    const length = u16be(b, at + 2)
    if (length < 2) return false
    at += 2 + length
  }
  return false
}
