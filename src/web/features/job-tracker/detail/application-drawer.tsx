import type { Notify } from '../../../components/documents/use-notice';
import type { JobApplication } from '../job-operations';
import type { JobApplicationActions } from '../use-job-applications';

/** Placeholder until the detail is built. */
export function ApplicationDrawer(_props: {
  application: JobApplication | null;
  actions: JobApplicationActions;
  onClose: () => void;
  notify: Notify;
}) {
  return null;
}
