export declare const SANDBOX_MARKERS: string[]
export declare function sandboxFileNames(files?: string[]): string[]
export declare function sandboxProblems(
  dist: string,
  options?: { apiBase?: string; names?: string[] },
): string[]
