import type { Notify } from '../../components/documents/use-notice';
import type { JobApplication } from './job-operations';
import type { JobApplicationActions } from './use-job-applications';

/** What every view of the tracker (board, table, due, statistics) is given by the page. */
export interface TrackerViewProps {
  /** Every application of the user, archived ones included, by stage then board order. */
  applications: JobApplication[];
  actions: JobApplicationActions;
  /** Opens an application's detail. */
  onOpen: (id: string) => void;
  notify: Notify;
}
