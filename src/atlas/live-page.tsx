/** Placeholder until the live page lands: every flow running in the sandbox app, with its timeline. */
export function LivePage(_props: { embed?: boolean }) {
  return <p>Live view: coming.</p>
}
