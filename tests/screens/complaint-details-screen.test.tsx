import { cleanup, render, screen, within } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { problemDetail } from '../../src/api/complaint.ts'
import { schemas as schemas } from '../../src/api/complaint.ts'
import ComplaintDetailsScreen from '../../src/screens/complaint/complaint-details-screen.tsx'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import { fakeServices, type FakeServices } from './fake-services.ts'

/**
 * `/complainDetails` as the router renders it: the problemId of the page query is checked before
 * anything is asked of the server (spec §2 "Complaint details"). The page's flow is tested in
 * tests/model/complaint-details.model.test.tsx, its calls in complaint-details.impl.test.ts.
 */

const INCOMPLETE = 'This link is incomplete'

afterEach(() => {
  cleanup()
})

function open(pageQuery: Record<string, string>, prepare?: (services: FakeServices) => void): FakeServices {
  const services = fakeServices({ pageQuery })
  prepare?.(services)
  render(
    <ServicesProvider services={services}>
      <ComplaintDetailsScreen />
    </ServicesProvider>,
  )
  return services
}

describe('complaint details: the link', () => {
  it.each([
    ['a path', { problemId: '../x' }],
    ['an empty problemId', { problemId: '' }],
    ['no problemId', {}],
  ])('%s: "This link is incomplete", and nothing is asked of the server', (_what, pageQuery) => {
    const services = open(pageQuery)
    expect(screen.getByRole('heading', { level: 2, name: INCOMPLETE })).toBeTruthy()
    expect(
      screen.getByText('It does not say which complaint to show. Open the complaint from My complaints.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See my complaints' }).getAttribute('href')).toBe(
      '/complaintList',
    )
    expect(document.querySelector('.skeleton')).toBeNull()
    expect(services.api.calls).toEqual([])
  })

  it('a well-formed problemId loads that complaint', async () => {
    // An agent assigned, a blank reply: not an answer yet.
    const services = open({ problemId: 'P-1' }, (fake) =>
      fake.answer(problemDetail, () =>
        v.parse(schemas.problemDetail, {
          problemId: 'P-1',
          type: 'Collection complaint',
          content: 'They called my mother three times today.',
          disposeName: 'Maria Santos',
          disposeDetail: '  ',
          isNeedScore: 0,
        }),
      ),
    )
    expect(services.api.calls).toEqual([{ endpoint: problemDetail, payload: { problemId: 'P-1' } }])
    expect((await screen.findByRole('note')).textContent).toBe(
      'We are looking into your complaint and will reply within 3 weekdays.',
    )
    expect(screen.queryByRole('heading', { name: INCOMPLETE })).toBeNull()
    const page = document.querySelector<HTMLElement>('.complaint-details')
    if (page === null) throw new Error('the complaint is not on the page')
    expect(within(page).getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'They called my mother three times today.',
    )
    expect(within(page).queryByRole('heading', { name: 'Our reply' })).toBeNull()
    expect(page.textContent).not.toContain('Handled by')
    expect(page.textContent).not.toContain('Maria Santos')
    expect(services.api.calls).toHaveLength(1)
    // Reference no., a derived status (no reply yet), and no filing date: neither the detail nor the link said.
    expect(facts()).toEqual([
      ['Reference no.', 'P-1'],
      ['Status', 'In progress'],
    ])
  })

  it('the filing time My complaints listed shows when problem-detail gives none; a forged one does not', async () => {
    const answer = (fake: FakeServices) =>
      fake.answer(problemDetail, () =>
        v.parse(schemas.problemDetail, { problemId: 'P-1', disposeDetail: 'We refunded it.' }),
      )
    open({ problemId: 'P-1', filed: '2026-11-21 10:00:00' }, answer)
    await screen.findByRole('heading', { name: 'Our reply' })
    expect(facts()).toEqual([
      ['Reference no.', 'P-1'],
      ['Status', 'Answered'],
      ['Filed on', '2026-11-21 10:00:00'],
    ])
    cleanup()
    open({ problemId: 'P-1', filed: '<b>yesterday</b>' }, answer)
    await screen.findByRole('heading', { name: 'Our reply' })
    expect(facts().map(([label]) => label)).toEqual(['Reference no.', 'Status'])
  })
})

const facts = () =>
  [...document.querySelectorAll('.complaint-facts__row')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ])
