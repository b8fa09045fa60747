// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { valueToString } from '../../src/machine-graph/value.ts'

describe('valueToString (src/machine-graph/value.ts)', () => {
  it('writes an atomic state as its key and a nested one as a dotted path', () => {
    expect(valueToString('loading')).toBe('loading')
    expect(valueToString({ verifying: 'code' })).toBe('verifying.code')
    expect(valueToString({ verifying: { code: 'coolingDown' } })).toBe('verifying.code.coolingDown')
  })

  it('writes parallel regions side by side in brackets, each with its own path', () => {
    expect(valueToString({ page: { form: 'editing', upload: 'idle' } })).toBe(
      'page.(form.editing + upload.idle)',
    )
    expect(valueToString({ form: 'editing', upload: { sending: 'first' } })).toBe(
      '(form.editing + upload.sending.first)',
    )
  })

  it('writes a compound state with no active child (an empty object) as its key alone', () => {
    expect(valueToString({ done: {} })).toBe('done')
    expect(valueToString({ a: {}, b: 'x' })).toBe('(a + b.x)')
  })
})
