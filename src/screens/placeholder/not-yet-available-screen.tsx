import { DeadEndPage } from '../way-on.tsx'

/** Routes the host can already open whose screens come in later issues: a plain "coming soon". */
export default function NotYetAvailableScreen({ title }: { title: string }) {
  return (
    <DeadEndPage title={title} heading="Coming soon">
      <p>This part of the app is not ready yet. Please come back later.</p>
    </DeadEndPage>
  )
}
