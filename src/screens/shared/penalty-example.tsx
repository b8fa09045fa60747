import { DAILY_RATES, latePenalty, PENALTY_EXAMPLE } from '../../content/loan-terms.ts'
import { documentsTexts } from '../../i18n/documents/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { TableBox } from './doc-view.tsx'

/**
 * The worked example of the late-payment charges (spec §9): a sample unpaid amount, late long enough
 * to reach every band, worked out from the loan terms themselves (src/content/loan-terms.ts).
 */
export function PenaltyExample() {
  const t = documentsTexts().penalty
  const { unpaidMinor, daysLate, repeatClient } = PENALTY_EXAMPLE
  const penalty = latePenalty(unpaidMinor, daysLate, repeatClient)
  const unpaid = formatPeso(unpaidMinor)
  return (
    <figure className="penalty-example">
      <figcaption className="penalty-example__caption">
        <strong>{t.example}</strong>{' '}
        {repeatClient ? t.caseRepeat(unpaid, daysLate) : t.caseNew(unpaid, daysLate)}
      </figcaption>
      <TableBox label={t.label}>
        <table className="doc__table penalty-example__table">
          <thead>
            <tr>
              <th scope="col">{t.charge}</th>
              <th scope="col">{t.how}</th>
              <th scope="col" className="penalty-example__amount">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t.lateFee}</th>
              <td>{repeatClient ? t.repeatClient : t.newClient}</td>
              <td className="penalty-example__amount">{formatPeso(penalty.fee)}</td>
            </tr>
            {penalty.bands.map((band) => {
              const last = band.fromDay + band.days - 1
              return (
                <tr key={band.fromDay}>
                  <th scope="row">
                    {last === band.fromDay ? t.interestDay(band.fromDay) : t.interestDays(band.fromDay, last)}
                  </th>
                  <td>
                    {t.dayCount(band.days)} × {band.percent}% × {unpaid}
                  </td>
                  <td className="penalty-example__amount">{formatPeso(band.interest)}</td>
                </tr>
              )
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t.total}
              </th>
              <td className="penalty-example__amount">{formatPeso(penalty.total)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t.toPay(unpaid)}
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
  const t = documentsTexts().rates
  return (
    <TableBox label={t.label}>
      <table className="doc__table">
        <thead>
          <tr>
            <th scope="col">{t.days}</th>
            <th scope="col">{t.interest}</th>
          </tr>
        </thead>
        <tbody>
          {DAILY_RATES.map((rate) => (
            <tr key={rate.fromDay}>
              <td>{rate.toDay === null ? t.from(rate.fromDay) : t.range(rate.fromDay, rate.toDay)}</td>
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
