import { useState } from 'react'
import { complaintDetailsTexts } from '../../i18n/complaintdetails/index.ts'

/** An image that says so when it cannot be loaded, instead of a broken icon. */
export function ShownImage({ url, alt }: { url: string; alt: string }) {
  // Whether the browser could load this address: a rendering detail, not part of the flow.
  const [broken, setBroken] = useState<string | null>(null)
  if (broken === url) {
    return (
      <span
        className="image-missing"
        role={alt === '' ? undefined : 'img'}
        aria-label={alt === '' ? undefined : alt}
      >
        {complaintDetailsTexts().details.imageUnavailable}
      </span>
    )
  }
  // The address passed the image rule when the complaint loaded (showableImages); no referrer to its host.
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setBroken(url)}
    />
  )
}
