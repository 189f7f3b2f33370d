import type { TrackerViewProps } from '../tracker-view-props';

/** Placeholder until CSV export and import are built. */
export function CsvButtons(_props: TrackerViewProps) {
  return null;
}
