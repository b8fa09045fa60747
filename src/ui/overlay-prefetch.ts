/**
 * Loads the overlays (./overlays.tsx) and Base UI's dialogs behind them, so that a popup opens at once:
 * called on the borrower's first touch or key press (src/app/main.tsx). A page that is only read never
 * downloads them; a page that shows a popup on its own has them in its chunks. A module apart from
 * ./overlay-history.ts, which the overlays import: the two would otherwise import each other.
 */
export const prefetchOverlays = (): Promise<unknown> =>
  import('./overlays.tsx').then((overlays) => overlays.prefetchDialogs())
