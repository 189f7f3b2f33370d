import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type DocumentInput } from 'urql';
import { UndoSnackbar } from './undo-snackbar';
import { useHiddenIds } from './use-hidden-ids';

/** What a list shows of a thing it can delete (an event, a resume): its id and its name. */
export interface DeletableEvent {
  id: string;
  title: string;
}

/**
 * Where the snackbar's texts are in the catalogue: `deleted`, `deleteFailed`, `restored`,
 * `restoreFailed` (each with `{{name}}`) and `undo`.
 */
export type DeleteMessages = 'events.list' | 'documents.list';

type Notice = {
  kind: 'deleted' | 'deleteFailed' | 'restored' | 'restoreFailed';
  event: DeletableEvent;
  /** A new notice restarts the snackbar's timer. */
  serial: number;
};

/**
 * Delete with undo (deletes are soft on the server): the item leaves the list at once, a snackbar
 * says so and offers Undo, which calls `restore…`. A failed delete puts the item back and says so.
 * The mutations name the item's type, so urql refreshes the list afterwards. Used by the library
 * pages (career events) and the resumes list.
 */
export function useDeleteWithUndo({
  deleteDocument,
  restoreDocument,
  typename,
  messages = 'events.list',
}: {
  deleteDocument: DocumentInput<unknown, { id: string }>;
  restoreDocument: DocumentInput<unknown, { id: string }>;
  typename: string;
  messages?: DeleteMessages;
}) {
  const { t } = useTranslation();
  const [, deleteEvent] = useMutation(deleteDocument);
  const [, restoreEvent] = useMutation(restoreDocument);
  const { hidden, show } = useHiddenIds();
  const [notice, setNotice] = useState<Notice | null>(null);
  const serial = useRef(0);
  const context = useMemo(() => ({ additionalTypenames: [typename] }), [typename]);

  const requestDelete = useCallback(
    async (event: DeletableEvent) => {
      show(event.id, false);
      setNotice(null);
      const { error } = await deleteEvent({ id: event.id }, context);
      if (error) show(event.id, true);
      setNotice({ kind: error ? 'deleteFailed' : 'deleted', event, serial: ++serial.current });
    },
    [context, deleteEvent, show],
  );

  const undo = async () => {
    if (notice?.kind !== 'deleted') return;
    const { event } = notice;
    setNotice(null);
    const { error } = await restoreEvent({ id: event.id }, context);
    if (!error) show(event.id, true);
    setNotice({ kind: error ? 'restoreFailed' : 'restored', event, serial: ++serial.current });
  };

  const snackbar = (
    <UndoSnackbar
      serial={notice?.serial}
      open={notice !== null}
      message={notice ? t(`${messages}.${notice.kind}`, { name: notice.event.title }) : ''}
      undoLabel={t(`${messages}.undo`)}
      onUndo={notice?.kind === 'deleted' ? () => void undo() : undefined}
      onClose={() => setNotice(null)}
    />
  );

  return { hidden, requestDelete, snackbar };
}

export type DeleteWithUndo = ReturnType<typeof useDeleteWithUndo>;
