import type { Plugin } from 'vite'

export const COVERAGE_SOURCE: string
export const COVERAGE_URL_PATH: string
export function atlasCoverageJson(): Plugin
export function atlasStyles(): Plugin
