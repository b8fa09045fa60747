// React 18+ ships useSyncExternalStore; the npm shim's fallback is dead weight in our bundle.
export { useSyncExternalStore } from 'react'
