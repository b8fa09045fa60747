import { textsReady } from '../i18n/catalogue.ts'
/**
 * A module loaded on demand, once: the same promise for every caller while it loads and after; a failed
 * download is forgotten (the next call asks again) and rejects with `failure` when given. No React here:
 * a flow's `*.impl.ts` (read by the atlas's samples too) loads its check code with it.
 */
export function onDemandModule<M>(load: () => Promise<M>, failure?: unknown): () => Promise<M> {
  let loading: Promise<M> | null = null
  return () =>
    // With the texts its code declared (src/i18n/catalogue.ts): a popup's own catalogue loads with it.
    (loading ??= load()
      .then((module) => textsReady().then(() => module))
      .catch((error: unknown) => {
        loading = null
        throw failure ?? error
      }))
}
