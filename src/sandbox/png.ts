/**
 * A minimal PNG encoder for the sandbox's captcha picture (the app accepts raster captchas only,
 * docs/decisions/024-checked-inputs.md): 8-bit RGB, no filter, the image data in zlib's stored
 * (uncompressed) blocks, so no compression library is needed. A few kilobytes for a 120×44 picture.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 (ISO 3309), as PNG chunks carry it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** Adler-32, the checksum that ends a zlib stream. */
export function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]

function concat(parts: readonly (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** A zlib stream of stored blocks (at most 65 535 bytes each). */
export function zlibStored(data: Uint8Array): Uint8Array<ArrayBuffer> {
  const parts: (Uint8Array | number[])[] = [[0x78, 0x01]]
  for (let start = 0; start === 0 || start < data.length; start += 0xffff) {
    const block = data.subarray(start, start + 0xffff)
    const final = start + 0xffff >= data.length ? 1 : 0
    const len = block.length
    parts.push([final, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff], block)
  }
  parts.push(u32(adler32(data)))
  return concat(parts)
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([[...type].map((char) => char.charCodeAt(0)), data])
  return concat([u32(data.length), typed, u32(crc32(typed))])
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A PNG of `width`×`height` pixels; `rgb` holds 3 bytes a pixel, row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (1 + width * 3))
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type: 0, none.
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1)
  }
  const header = concat([u32(width), u32(height), [8, 2, 0, 0, 0]])
  return concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ])
}
