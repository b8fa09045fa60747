/**
 * The company's mark: decoration beside its name (the name says it), drawn inline. Its classes come
 * from the page (`<class>-tile`, `<class>-glyph` style hooks through `tileClass`/`glyphClass`).
 */
export function BrandMark({
  className,
  tileClass,
  glyphClass,
}: {
  className: string
  tileClass: string
  glyphClass: string
}) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="9" className={tileClass} />
      <path d="M11 24V8h6a4.5 4.5 0 0 1 0 9h-6M8 12h15M8 15h15" className={glyphClass} />
    </svg>
  )
}
