import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { AtlasRoutes } from './atlas-app.tsx'
import { hashHref, useHashPath, useHashSearch } from './hash-location.ts'

// The static atlas (`npm run atlas` → dist-atlas/): the same pages as /atlas in the app, routed by the
// URL's hash, with relative asset URLs, so the folder works offline from any file server or a code
// host's pages. Built by vite.atlas.config.ts from atlas.html.

const root = document.getElementById('root')
if (root === null) throw new Error('atlas.html has no #root')
createRoot(root).render(
  <StrictMode>
    <Router hook={useHashPath} searchHook={useHashSearch} hrefs={hashHref}>
      <AtlasRoutes standalone />
    </Router>
  </StrictMode>,
)
