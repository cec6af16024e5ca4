// "The service setups changed" (a save, a deletion, a report in the Service tab): the service
// screen's cards and grid reload. The tab lives in the machine panel, which knows nothing of the
// page around it, so the news goes through this small channel.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onServiceChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function serviceChanged(): void {
  for (const listener of [...listeners]) listener();
}
