import { useEffect } from 'react'

/** The browser tab's title while an atlas page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title
  }, [title])
}
