import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { createRoot } from 'react-dom/client'
import { usePathname } from 'wouter/use-browser-location'
import { Button } from '../../ui/button.tsx'
import './live-panel.css'

/** The atlas's live view, framed without its own navigation (src/atlas/live-page.tsx). */
export const LIVE_VIEW_EMBED = '/atlas/live?embed=1'

/**
 * Puts the "Live diagram" button over the app, in a root of its own so no screen knows of it; returns
 * how to take it away. Loaded only when the tester switched it on (panel-toggle.ts).
 */
export function mountLivePanel(doc: Document): () => void {
  const host = doc.createElement('div')
  host.className = 'live-panel-host'
  doc.body.append(host)
  const root = createRoot(host)
  root.render(<LivePanel />)
  return () => {
    root.unmount()
    host.remove()
  }
}

type Dock = 'bottom' | 'top'

/**
 * Where the page's header ends on the screen now (the app's bar, or the official site's taller one with
 * its links), so the button sits just under it and covers none of its links; 0 once it scrolled away.
 */
function useBottomOfHeader(): number {
  const [bottom, setBottom] = useState(0)
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const header = document.querySelector('#root header')
      setBottom(header === null ? 0 : Math.max(Math.round(header.getBoundingClientRect().bottom), 0))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    measure()
    // A screen renders its header when its chunk is in, after the route changed.
    const observer = new MutationObserver(schedule)
    const root = document.getElementById('root')
    if (root !== null) observer.observe(root, { childList: true, subtree: true })
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [])
  return bottom
}

/**
 * A small button under the page header that opens the live view in a sheet over the screen. The sheet
 * is not modal: the tester keeps tapping through the flow and watches the diagram follow. It docks at
 * the bottom or, when the screen's own sheet is down there, at the top; on a wide screen it is a side
 * sheet. The frame stays once opened, so closing and opening again keeps the timeline.
 */
export function LivePanel() {
  const path = usePathname()
  const top = useBottomOfHeader()
  const [open, setOpen] = useState(false)
  const [framed, setFramed] = useState(false)
  const [dock, setDock] = useState<Dock>('bottom')
  const opener = useRef<HTMLButtonElement>(null)
  const closer = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  const titleId = useId()

  useEffect(() => {
    if (open) closer.current?.focus()
    else if (wasOpen.current) opener.current?.focus()
    wasOpen.current = open
  }, [open])

  // The atlas itself has no use for it.
  if (path === '/atlas' || path.startsWith('/atlas/')) return null

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false)
  }

  return (
    <>
      {!open && (
        <button
          ref={opener}
          type="button"
          className="live-panel-button"
          style={{ top: `max(calc(env(safe-area-inset-top) + 8px), ${top + 8}px)` }}
          onClick={() => {
            setFramed(true)
            setOpen(true)
          }}
        >
          Live diagram
        </button>
      )}
      {/* A dialog only while open: the app looks for an open `[role="dialog"]` before it moves the focus to a new
          page's heading or back after a sheet closes, and a hidden one would stop both. */}
      <section
        role={open ? 'dialog' : undefined}
        aria-labelledby={open ? titleId : undefined}
        className={`live-panel live-panel--${dock}`}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <div className="live-panel__bar">
          <h2 id={titleId} className="live-panel__title">
            Live diagram
          </h2>
          <Button
            variant="link"
            className="live-panel__dock"
            onClick={() => setDock(dock === 'bottom' ? 'top' : 'bottom')}
          >
            {dock === 'bottom' ? 'Move to top' : 'Move to bottom'}
          </Button>
          <Button ref={closer} variant="link" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
        {framed && <iframe className="live-panel__frame" title="Live diagram" src={LIVE_VIEW_EMBED} />}
      </section>
    </>
  )
}
