import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { problemInit } from '../../src/api/complaint.ts'
import { schemas as schemas } from '../../src/api/complaint.ts'
import ComplaintStartScreen from '../../src/screens/complaint/complaint-start-screen.tsx'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import { fakeServices, type FakeServices } from './fake-services.ts'

/**
 * `/complaint` after a complaint was sent (docs/decisions/031-complaint-reference-and-service-phone.md):
 * the form replaces itself with `/complaint?sent=1&problemId=…`, and the complaint home says the
 * complaint was sent, with its reference no. and the way to it (My complaints without an id).
 */

const COMMON = {
  deviceId: 'd1',
  sessionId: 's1',
  userId: 'u1',
  merchantNumber: 'M0001',
  mobilePhone: '09170000000',
}
const COMMON_QUERY = 'deviceId=d1&sessionId=s1&userId=u1&merchantNumber=M0001&mobilePhone=09170000000'

afterEach(() => {
  cleanup()
})

function open(pageQuery: Record<string, string>): FakeServices {
  const services = fakeServices({ pageQuery: { ...COMMON, ...pageQuery } })
  services.answer(problemInit, () =>
    v.parse(schemas.problemInit, { problemType: [], problemSonType: [], orderDetail: '', orderList: [] }),
  )
  render(
    <ServicesProvider services={services}>
      <ComplaintStartScreen />
    </ServicesProvider>,
  )
  return services
}

describe('the complaint home after a send', () => {
  it('with the new complaint’s id: "Your complaint was sent", its reference no. and View my complaint', async () => {
    const services = open({ sent: '1', problemId: 'C-2611-0042' })
    const notice = screen.getByRole('status')
    expect(within(notice).getByText('Your complaint was sent')).toBeTruthy()
    expect(notice.textContent).toContain('Reference no. C-2611-0042')
    expect(notice.textContent).toContain('We will reply within 3 weekdays.')
    const link = within(notice).getByRole('link', { name: 'View my complaint' })
    expect(link.getAttribute('href')).toBe(`/complainDetails?problemId=C-2611-0042&${COMMON_QUERY}`)
    await userEvent.click(link)
    expect(services.navigate.go.mock.calls).toEqual([['/complainDetails?problemId=C-2611-0042']])
  })

  it('without an id: no reference no., the way is My complaints', () => {
    open({ sent: '1' })
    const notice = screen.getByRole('status')
    expect(notice.textContent).not.toContain('Reference no.')
    expect(within(notice).queryByRole('link', { name: 'View my complaint' })).toBeNull()
    expect(within(notice).getByRole('link', { name: 'See my complaints' }).getAttribute('href')).toBe(
      `/complaintList?${COMMON_QUERY}`,
    )
  })

  it('a forged id is not linked: the way is My complaints', () => {
    open({ sent: '1', problemId: '../admin' })
    const notice = screen.getByRole('status')
    expect(notice.textContent).not.toContain('../admin')
    expect(within(notice).getByRole('link', { name: 'See my complaints' })).toBeTruthy()
  })

  it('an ordinary visit (no sent=1) says nothing of a complaint sent', () => {
    open({ problemId: 'C-2611-0042' })
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByText('Your complaint was sent')).toBeNull()
  })
})
