// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createClients } from '../../src/api/client.ts'
import { createNamedApi as createApi } from '../../src/api/endpoints.ts'
import { createSandboxFetch } from '../../src/sandbox/index.ts'
import { harness, memoryStorage } from './harness.ts'

// The app's own component tests run under happy-dom: the sandbox must answer there too, uploads included.
describe('sandbox under happy-dom', () => {
  it('uploads a DOM File and saves a complaint with it', async () => {
    const { api } = harness(memoryStorage(), undefined, '/api-sandbox')
    // Its bytes begin as a JPEG's (the sandbox reads them, not the name or type).
    const bytes = new Uint8Array(512).fill(1)
    bytes.set([0xff, 0xd8, 0xff, 0xe0])
    const file = new File([bytes], 'photo.jpg', { type: 'image/jpeg' })
    const { url } = await api.call('uploadProblemImage', { problemImage: file })
    expect(url).toMatch(/\.jpg$/)
    await api.call('saveProblem', {
      problemType: '3',
      problemSonType: '',
      problemDetail: 'The app freezes on the repay page.',
      problemImage: url,
      orderNo: '',
    })
    const list = await api.call('problemList', {})
    expect(list.tabs[0]!.list[0]).toMatchObject({
      type: 'App problem',
      content: 'The app freezes on the repay page.',
    })
  })

  it('uses localStorage when no storage is given', async () => {
    localStorage.clear()
    const api = createApi(
      createClients({ baseURL: '/api-sandbox', pageQuery: () => ({}), fetch: createSandboxFetch() }),
    )
    await api.call('repaymentWay', { orderId: 'BYD20261105000017' })
    expect(JSON.parse(localStorage.getItem('bayad.sandbox.v1') ?? '{}')).toMatchObject({ version: 1 })
  })
})
