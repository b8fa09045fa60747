import { createContext, useContext } from 'react'

/**
 * Whether the atlas runs on its own (the static folder, standalone.tsx) rather than inside a sandbox build of
 * the app: the app's own pages (`/testPreview`) are links only in the app.
 */
export const StandaloneContext = createContext(false)

export function useStandalone(): boolean {
  return useContext(StandaloneContext)
}
