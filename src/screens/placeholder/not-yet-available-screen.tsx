import { useParams } from 'wouter'
import { useServices } from '../services.tsx'
import { Card, Page } from '../../ui/components.tsx'

/** Routes the host can already open whose screens come in later issues. */
export default function NotYetAvailableScreen({ title, path }: { title: string; path: string }) {
  const { pageQuery } = useServices()
  const routeParams = Object.entries(useParams()).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !/^\d+$/.test(entry[0]),
  )
  const params = [...routeParams, ...Object.entries(pageQuery())]
  return (
    <Page title={title}>
      <Card>
        <p className="placeholder__lead">This screen is not available yet.</p>
        <p className="muted">
          Route <code>{path}</code> is reserved for it; the app will open it here once it is built.
        </p>
        {params.length > 0 && (
          <dl className="kv" aria-label="Page parameters">
            {params.map(([key, value]) => (
              <div key={key} className="kv__row">
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </Page>
  )
}
