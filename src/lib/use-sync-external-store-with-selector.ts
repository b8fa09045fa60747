/* eslint-disable react-hooks/refs, react-hooks/immutability -- React's own userland algorithm for this hook: the
   last value read in render and a memo the selector closes over are how it keeps a selection stable. */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

/**
 * `useSyncExternalStoreWithSelector` for @xstate/react's `useSelector` (aliased in vite.config.ts): the
 * npm package's algorithm (use-sync-external-store, MIT), written as a module. The package ships it as
 * CommonJS, whose wrapper cost every flow's first load about 0.2 KiB gzip more than the function itself.
 * A selection is recomputed only for a new snapshot, and kept when `isEqual` says it has not changed.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const last = useRef<{ hasValue: boolean; value: Selection } | null>(null)
  last.current ??= { hasValue: false, value: undefined as Selection }
  const inst = last.current
  const [getSelection, getServerSelection] = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | undefined
    const select = (snapshot: Snapshot): Selection => {
      if (memo === undefined) {
        const selection = selector(snapshot)
        const kept = isEqual !== undefined && inst.hasValue && isEqual(inst.value, selection)
        memo = { snapshot, selection: kept ? inst.value : selection }
        return memo.selection
      }
      if (Object.is(memo.snapshot, snapshot)) return memo.selection
      const selection = selector(snapshot)
      if (isEqual !== undefined && isEqual(memo.selection, selection)) {
        memo.snapshot = snapshot
        return memo.selection
      }
      memo = { snapshot, selection }
      return selection
    }
    const server = getServerSnapshot ?? undefined
    return [() => select(getSnapshot()), server === undefined ? undefined : () => select(server())]
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst])
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    inst.hasValue = true
    inst.value = value
  }, [inst, value])
  return value
}
