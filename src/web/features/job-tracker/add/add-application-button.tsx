import type { Notify } from '../../../components/documents/use-notice';
import type { JobApplicationActions } from '../use-job-applications';

/** Placeholder until adding is built. */
export function AddApplicationButton(_props: {
  actions: JobApplicationActions;
  onAdded: (id: string) => void;
  notify: Notify;
}) {
  return null;
}
