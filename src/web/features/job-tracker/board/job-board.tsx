import type { TrackerViewProps } from '../tracker-view-props';

/** Placeholder until the view is built. */
export function JobBoard(_props: TrackerViewProps) {
  return null;
}
