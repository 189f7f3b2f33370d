import type { JobApplication } from '../job-operations';

/** Placeholder until attaching documents is built. */
export function AttachDocumentsDialog(_props: {
  /** The application the documents are sent with; the dialog is closed when null. */
  application: JobApplication | null;
  /** The dialog's heading ("What did you send?" after a move to Applied, "Attach a document"). */
  title: string;
  /** Closed: `attached` says whether anything was attached (the list refreshes by itself). */
  onClose: (attached: boolean) => void;
}) {
  return null;
}
