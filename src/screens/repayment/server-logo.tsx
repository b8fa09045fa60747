import { useState } from 'react'

/**
 * A logo the server names (the product's, the pay box's, a channel's): decorative, so one that does
 * not load is left out rather than drawn as a broken image.
 */
export function ServerLogo({ src, className }: { src: string; className: string }) {
  const [failed, setFailed] = useState('')
  if (src === '' || src === failed) return null
  return <img className={className} src={src} alt="" onError={() => setFailed(src)} />
}
