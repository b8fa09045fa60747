import { useSelector } from '@xstate/react'
import { useLayoutEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { complaintListMachine } from '../../../machines/complaint-list.machine.ts'
import type { ComplaintItem } from '../../../machines/complaint-list.types.ts'
import { common } from '../../i18n/common/index.ts'
import { complaintsTexts } from '../../i18n/complaints/index.ts'
import { buttonClass } from '../../ui/button.tsx'
import { DeadEnd, Page, Skeleton } from '../../ui/components.tsx'
import { tabId, tabPanelId, Tabs } from '../../ui/tabs.tsx'
import { AppLink, WayOn } from '../shared/way-on.tsx'
import { stageOf } from '../../../machines/shared/complaint.ts'
import { COMPLAINT_HOME } from '../shared/complaint-paths.ts'
import { StageChip } from './stage-chip.tsx'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

type ComplaintListActor = ActorRefFrom<typeof complaintListMachine>

const TABS_ID = 'complaint-tabs'

/** Renders the complaint-list machine and sends it the borrower's taps; holds no flow state of its own. */
export function ComplaintListView({ actor }: { actor: ComplaintListActor }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const noTabs = useSelector(actor, (s) => s.hasTag('noTabs'))
  const listing = useSelector(actor, (s) => s.hasTag('listing'))
  const tabs = useSelector(actor, (s) => s.context.tabs)
  const tab = useSelector(actor, (s) => s.context.tab)
  const items = tabs[tab]?.items ?? []
  const t = complaintsTexts().list

  // Each tab opens where it was left: on a switch, and when the list comes back from a complaint.
  useLayoutEffect(() => {
    if (listing) window.scrollTo(0, actor.getSnapshot().context.scroll[tab] ?? 0)
  }, [actor, listing, tab])

  // The way to the complaint start ("Online service") for a borrower with nothing listed.
  const newComplaintLink = (
    <AppLink className={buttonClass({ variant: 'primary' })} path={COMPLAINT_HOME}>
      {t.fileComplaint}
    </AppLink>
  )

  return (
    <Page title={common().titles.myComplaints}>
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'list.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {noTabs && (
        <DeadEnd heading={t.noneYet} actions={<WayOn primary={newComplaintLink} />}>
          <p>{t.noneFiled}</p>
          <p>{t.tellUs}</p>
        </DeadEnd>
      )}
      {listing && (
        <div className="complaint-list">
          <div className="complaint-list__tabs">
            <Tabs
              label={t.tabs}
              idPrefix={TABS_ID}
              tabs={tabs.map((tabItem, index) => ({
                value: String(index),
                label: t.tab(tabItem.title, tabItem.items.length),
              }))}
              selected={String(tab)}
              onSelect={(value) =>
                actor.send({ type: 'tab.select', index: Number(value), scrollY: window.scrollY })
              }
            />
          </div>
          <div
            id={tabPanelId(TABS_ID)}
            role="tabpanel"
            aria-labelledby={tabId(TABS_ID, String(tab))}
            className="complaint-list__panel"
          >
            {items.length === 0 ? (
              <div className="complaint-list__empty">
                <h2 className="complaint-list__empty-title">{t.emptyTab}</h2>
                <p className="muted">{tabs.length > 1 ? t.emptyTabMore : t.emptyOnlyTab}</p>
                {newComplaintLink}
              </div>
            ) : (
              <ul className="order-list" aria-label={tabs[tab]?.title}>
                {items.map((item, index) => (
                  <li key={`${item.id}-${index}`}>
                    <ComplaintRow
                      item={item}
                      onOpen={() =>
                        actor.send({ type: 'complaint.open', id: item.id, scrollY: window.scrollY })
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </Page>
  )
}

/** One complaint as one control: its type, time, status (when listed), reference no. and what the borrower wrote. */
function ComplaintRow({ item, onOpen }: { item: ComplaintItem; onOpen: () => void }) {
  const t = complaintsTexts()
  return (
    <button type="button" className="order-row complaint-row" onClick={onOpen}>
      <span className="complaint-row__head">
        <span className="complaint-row__type">{item.type !== '' ? item.type : t.complaint}</span>
        {(item.time !== '' || item.status !== '') && (
          <span className="complaint-row__meta">
            {item.time !== '' && <span className="muted complaint-row__time">{item.time}</span>}
            {item.status !== '' && <StageChip stage={stageOf(item.status)} label={item.status} />}
          </span>
        )}
        <span className="muted complaint-row__reference">{t.reference(item.id)}</span>
      </span>
      <span className="complaint-row__content">{item.content}</span>
      <span className="option__chevron complaint-row__chevron" aria-hidden="true">
        ›
      </span>
    </button>
  )
}
