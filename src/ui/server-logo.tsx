// @chunk images
import { useState } from 'react'
import { checkedImage } from '../lib/image-url.ts'

/**
 * A picture the server or a link names (a product's logo, the pay box's, a channel's, a promotion's):
 * under the image rule (src/lib/image-url.ts, decision 023), so a screen cannot show one unchecked;
 * without a referrer, so the picture's host never reads the page's address and its session. One that
 * is refused or does not load is left out rather than drawn as a broken image. Decorative (`alt=""`)
 * unless given an `alt`.
 */
export function ServerLogo({
  src,
  className,
  alt = '',
  width,
  height,
}: {
  src: string
  className?: string
  alt?: string
  width?: number
  height?: number
}) {
  const [failed, setFailed] = useState('')
  const checked = checkedImage(src, window.location.origin)
  if (checked === null || checked === failed) return null
  return (
    <img
      className={className}
      src={checked}
      alt={alt}
      width={width}
      height={height}
      referrerPolicy="no-referrer"
      onError={() => setFailed(checked)}
    />
  )
}
