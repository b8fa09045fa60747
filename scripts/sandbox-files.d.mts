import type { Plugin } from 'vite'

export declare const SANDBOX_PUBLIC_DIR: string
export declare function sandboxPublicFiles(root?: string): string[]
export declare function sandboxFiles(): Plugin
