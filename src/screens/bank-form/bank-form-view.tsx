import { useSelector } from '@xstate/react'
import { useCallback, useEffect, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { visibleFields } from '../../../machines/bank-form-fields.ts'
import type { BankField } from '../../../machines/bank-form.types.ts'
import { bankTexts } from '../../i18n/bank/index.ts'
import { common } from '../../i18n/common/index.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Button } from '../../ui/button.tsx'
import { Card, DeadEnd, FieldError, Page, Skeleton } from '../../ui/components.tsx'
import { onDemand, prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { tabId, tabPanelId, Tabs } from '../../ui/tabs.tsx'
import { useViewportShrink } from '../../ui/viewport.ts'
import { useServices } from '../shared/services.tsx'
import { WayOn } from '../shared/way-on.tsx'
import { loadBankOutcome, onBindingStart } from './bank-form.impl.ts'
import type { BankOutcomeProps } from './bank-outcome.tsx'
import { fieldId, type BankFormActor } from './bank-form-parts.ts'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

/** The checking / unknown panel, loaded on demand (./bank-form.impl.ts loadBankOutcome) from Next. */
const bankOutcomePanel = onDemand<BankOutcomeProps>(
  () => loadBankOutcome().then((m) => m.BankOutcome),
  undefined,
  Skeleton,
)
onBindingStart(() => void bankOutcomePanel.prefetch())
// Its code (and the binding's trace) from the borrower's first tap (filling the form), so Next sends at once.
prefetchOnFirstInteraction(bankOutcomePanel.prefetch)

/** The page's title (the route's, src/i18n/common). */
export const bankPageTitle = () => common().titles.paymentAccount
const TABS_ID = 'card-type'

/**
 * The wheel picker (react-mobile-picker and the sheet) loads on demand, from the borrower's first
 * tap. A failed download says so and closes, keeping every value; the next open downloads again.
 */
const picker = onDemand<{ actor: BankFormActor }>(
  () => import('./bank-picker.tsx').then((m) => m.BankPicker),
  PickerUnavailable,
)
prefetchOnFirstInteraction(picker.prefetch)

const errorId = (code: string) => `${fieldId(code)}-error`

/** A field's title inside a sentence: "Bank" → "bank"; a name such as "GCash" or "BDO" stays as it is. */
function inSentence(title: string): string {
  const trimmed = title.trim()
  return /^[A-Z](?![A-Z])/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed
}

/** What a refused Next says at the first empty field: what to do with it, by its title ("Choose your bank."). */
export function missingText(field: Pick<BankField, 'kind' | 'title'>): string {
  const t = bankTexts()
  return field.kind === 'text' ? t.enter(inSentence(field.title)) : t.pick(inSentence(field.title))
}

/** Renders the bank form machine and sends it the borrower's taps and the viewport's measurements. */
export function BankFormView({ actor }: { actor: BankFormActor }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const editing = useSelector(actor, (s) => s.hasTag('editing'))
  const bound = useSelector(actor, (s) => s.hasTag('bound'))
  const keyboardOpen = useSelector(actor, (s) => s.hasTag('keyboardOpen'))
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'))
  const picking = useSelector(actor, (s) => s.hasTag('picking'))
  const checking = useSelector(actor, (s) => s.hasTag('checking'))
  const unknown = useSelector(actor, (s) => s.hasTag('outcomeUnknown'))
  // Next shows its own progress ("Submitting…"), the check its own: no page-level "Loading..." over them.
  useOwnProgress(submitting || checking)
  const t = bankTexts()

  const measured = useCallback(
    (shrinkPx: number) => actor.send({ type: 'viewport.measured', shrinkPx }),
    [actor],
  )
  useViewportShrink(measured, editing)

  const submit = () => {
    // Rendered at once, so the field is brought into view with its error already under it.
    flushSync(() => actor.send({ type: 'form.submit' }))
    // A refused Next takes the borrower to the field it names, each time, clear of the Next bar.
    const missing = actor.getSnapshot().context.missing
    const field = missing === null ? null : document.getElementById(fieldId(missing))
    field?.focus({ preventScroll: true })
    field?.closest('.field')?.scrollIntoView({ block: 'center' })
  }

  return (
    <Page
      title={bankPageTitle()}
      footer={
        editing && !keyboardOpen && !checking && !unknown ? (
          // aria-disabled, not disabled: the button keeps the focus while the account is bound.
          <Button variant="primary" block aria-disabled={submitting} aria-busy={submitting} onClick={submit}>
            {submitting ? t.submitting : t.next}
          </Button>
        ) : undefined
      }
    >
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'form.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {/* In place of Next (in the page, not the bar: on a small phone the bar would hide the form). */}
      {editing && (checking || unknown) && <bankOutcomePanel.Component actor={actor} checking={checking} />}
      {editing && (
        // Nothing can change while the account is being bound: what is sent is what is shown.
        <fieldset className="bank-form__set" disabled={submitting || checking || unknown}>
          <BankFields actor={actor} />
        </fieldset>
      )}
      {picking && <picker.Component actor={actor} />}
      {bound && (
        <DeadEnd live="status" heading={t.savedHeading} actions={<WayOn />}>
          <p>{t.savedText}</p>
        </DeadEnd>
      )}
    </Page>
  )
}

/**
 * The picker's code could not be downloaded (offline for a moment): the network message, and the
 * picker closes at once so the form stays usable; the next open downloads again.
 */
function PickerUnavailable({ actor }: { actor: BankFormActor }) {
  const { toast } = useServices()
  useEffect(() => {
    toast({ notice: { id: 'error.network' }, tone: 'failure' })
    actor.send({ type: 'picker.cancel' })
  }, [actor, toast])
  return null
}

function BankFields({ actor }: { actor: BankFormActor }) {
  const cardTypes = useSelector(actor, (s) => s.context.cardTypes)
  const cardType = useSelector(actor, (s) => s.context.cardType)
  const fields = useSelector(actor, (s) => s.context.fields)
  const missing = useSelector(actor, (s) => s.context.missing)
  const open = useSelector(actor, (s) => s.context.picker?.code ?? null)
  const shown = visibleFields({ fields, cardType })

  return (
    <>
      <Tabs
        label={bankTexts().cardType}
        tabs={cardTypes}
        selected={cardType}
        idPrefix={TABS_ID}
        onSelect={(value) => actor.send({ type: 'cardType.choose', cardType: value })}
      />
      <Card className="bank-form">
        <div id={tabPanelId(TABS_ID)} role="tabpanel" aria-labelledby={tabId(TABS_ID, cardType)}>
          {shown.map((field) =>
            field.kind === 'text' ? (
              <TextField key={field.code} actor={actor} field={field} missing={missing === field.code} />
            ) : (
              <SelectField
                key={field.code}
                actor={actor}
                field={field}
                missing={missing === field.code}
                open={open === field.code}
              />
            ),
          )}
        </div>
      </Card>
    </>
  )
}

interface FieldProps {
  actor: BankFormActor
  field: BankField
  missing: boolean
}

/** The numeric keyboard's action key closes it (Next comes back), as there is no form to submit. */
function closeKeyboardOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.currentTarget.blur()
}

function TextField({ actor, field, missing }: FieldProps) {
  const value = useSelector(actor, (s) => s.context.values[field.code] ?? '')
  return (
    <div className="field bank-form__field">
      <label className="field__label" htmlFor={fieldId(field.code)}>
        {field.title}
      </label>
      <input
        id={fieldId(field.code)}
        className="input"
        type="text"
        inputMode="numeric"
        enterKeyHint="done"
        autoComplete="off"
        placeholder={field.placeholder}
        value={value}
        aria-required="true"
        aria-invalid={missing}
        aria-describedby={missing ? errorId(field.code) : undefined}
        onChange={(event) =>
          actor.send({ type: 'field.change', code: field.code, value: event.target.value })
        }
        onKeyDown={closeKeyboardOnEnter}
      />
      {missing && <FieldError id={errorId(field.code)}>{missingText(field)}</FieldError>}
    </div>
  )
}

function SelectField({ actor, field, missing, open }: FieldProps & { open: boolean }) {
  const value = useSelector(actor, (s) => s.context.values[field.code] ?? '')
  const chosen = field.options.find((option) => option.value === value)
  const labelId = `${fieldId(field.code)}-label`
  const valueId = `${fieldId(field.code)}-value`
  return (
    <div className="field bank-form__field">
      <span className="field__label" id={labelId}>
        {field.title}
      </span>
      <button
        id={fieldId(field.code)}
        type="button"
        className={`input bank-form__select${chosen === undefined ? ' bank-form__select--empty' : ''}${missing ? ' bank-form__select--missing' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={missing ? errorId(field.code) : undefined}
        onClick={() => actor.send({ type: 'picker.open', code: field.code })}
      >
        <span id={valueId} className="bank-form__value">
          {chosen?.label ?? (field.placeholder !== '' ? field.placeholder : bankTexts().choose)}
        </span>
        <svg className="bank-form__chevron" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </button>
      {missing && <FieldError id={errorId(field.code)}>{missingText(field)}</FieldError>}
    </div>
  )
}
