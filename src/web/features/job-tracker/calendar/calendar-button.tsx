import type { Notify } from '../../../components/documents/use-notice';

/** Placeholder until the calendar feed dialog is built. */
export function CalendarButton(_props: { notify: Notify }) {
  return null;
}
