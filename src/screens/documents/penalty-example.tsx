import { bandDays, DAILY_RATES, latePenalty, PENALTY_EXAMPLE } from '../../content/loan-terms.ts'
import { formatPeso } from '../../lib/format.ts'
import { TableBox } from './doc-view.tsx'

const days = (from: number, to: number) => (from === to ? `day ${from}` : `days ${from} to ${to}`)

/**
 * The worked example of the late-payment charges (spec §9): a sample unpaid amount, late long enough
 * to reach every band, worked out from the loan terms themselves (src/content/loan-terms.ts).
 */
export function PenaltyExample() {
  const { unpaidMinor, daysLate, repeatClient } = PENALTY_EXAMPLE
  const penalty = latePenalty(unpaidMinor, daysLate, repeatClient)
  const unpaid = formatPeso(unpaidMinor)
  return (
    <figure className="penalty-example">
      <figcaption className="penalty-example__caption">
        <strong>Example.</strong> A {repeatClient ? 'repeat' : 'new'} client leaves {unpaid} unpaid and pays{' '}
        {daysLate} days late.
      </figcaption>
      <TableBox label="Example of late charges">
        <table className="doc__table penalty-example__table">
          <thead>
            <tr>
              <th scope="col">Charge</th>
              <th scope="col">How it is worked out</th>
              <th scope="col" className="penalty-example__amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">One-time late fee</th>
              <td>{repeatClient ? 'Repeat client' : 'New client'}</td>
              <td className="penalty-example__amount">{formatPeso(penalty.fee)}</td>
            </tr>
            {penalty.bands.map((band) => (
              <tr key={band.fromDay}>
                <th scope="row">Interest, {days(band.fromDay, band.fromDay + band.days - 1)}</th>
                <td>
                  {band.days} {band.days === 1 ? 'day' : 'days'} × {band.percent}% × {unpaid}
                </td>
                <td className="penalty-example__amount">{formatPeso(band.interest)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Late charges in total
              </th>
              <td className="penalty-example__amount">{formatPeso(penalty.total)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                To pay, with the unpaid {unpaid}
              </th>
              <td className="penalty-example__amount">{formatPeso(penalty.total + unpaidMinor)}</td>
            </tr>
          </tfoot>
        </table>
      </TableBox>
    </figure>
  )
}

/** The daily interest on an overdue amount, band by band (spec §9), from the loan terms. */
export function DailyRates() {
  return (
    <TableBox label="Daily interest on an overdue amount">
      <table className="doc__table">
        <thead>
          <tr>
            <th scope="col">Days overdue</th>
            <th scope="col">Daily interest on the unpaid amount</th>
          </tr>
        </thead>
        <tbody>
          {DAILY_RATES.map((rate) => (
            <tr key={rate.fromDay}>
              <td>{bandDays(rate)}</td>
              <td>{rate.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}

/** What fills the loan terms' slots (src/content/loan-terms.md), wherever the terms show. */
export const LOAN_TERMS_SLOTS = { 'penalty-example': <PenaltyExample />, 'daily-rates': <DailyRates /> }
