import type { TrackerViewProps } from '../tracker-view-props';

/** Placeholder until the view is built. */
export function JobTable(_props: TrackerViewProps) {
  return null;
}
