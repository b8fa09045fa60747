import { useState } from 'react'

/**
 * A picture the server names (the product's logo, the pay box's, a channel's): one that does not
 * load is left out rather than drawn as a broken image. Decorative (`alt=""`) unless given an `alt`.
 */
export function ServerLogo({
  src,
  className,
  alt = '',
  width,
  height,
}: {
  src: string
  className: string
  alt?: string
  width?: number
  height?: number
}) {
  const [failed, setFailed] = useState('')
  if (src === '' || src === failed) return null
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      onError={() => setFailed(src)}
    />
  )
}
