// @chunk xstate
/** The digits rule of every code and number field: digits only, at most `max` ("12 34-56" → "123456"). */
export function digits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max)
}
