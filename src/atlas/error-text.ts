/** What went wrong, in words: an Error's message, else the thrown value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
