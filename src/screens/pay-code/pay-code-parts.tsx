/** The copy mark beside a code; the button's own name says what it copies. */
export function CopyIcon() {
  return (
    <svg className="paycode-copy-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="8.5" y="8.5" width="11" height="12" rx="2" />
      <path d="M15.5 5.5v-.5a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 5v9A1.5 1.5 0 0 0 6 15.5h.5" />
    </svg>
  )
}
