import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type DocumentInput } from 'urql';

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
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [undoFocused, setUndoFocused] = useState(false);
  const serial = useRef(0);
  const context = useMemo(() => ({ additionalTypenames: [typename] }), [typename]);

  const show = (id: string, visible: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (visible) next.delete(id);
      else next.add(id);
      return next;
    });

  const requestDelete = useCallback(
    async (event: DeletableEvent) => {
      show(event.id, false);
      setNotice(null);
      const { error } = await deleteEvent({ id: event.id }, context);
      if (error) show(event.id, true);
      setNotice({ kind: error ? 'deleteFailed' : 'deleted', event, serial: ++serial.current });
    },
    [context, deleteEvent],
  );

  const undo = async () => {
    if (notice?.kind !== 'deleted') return;
    const { event } = notice;
    setNotice(null);
    const { error } = await restoreEvent({ id: event.id }, context);
    if (!error) show(event.id, true);
    setNotice({ kind: error ? 'restoreFailed' : 'restored', event, serial: ++serial.current });
  };

  const close = () => {
    setNotice(null);
    setUndoFocused(false);
  };

  const snackbar = (
    <Snackbar
      key={notice?.serial}
      open={notice !== null}
      // Held open while its Undo button has the keyboard's focus.
      autoHideDuration={undoFocused ? null : 10_000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      message={notice ? t(`${messages}.${notice.kind}`, { name: notice.event.title }) : ''}
      action={
        notice?.kind === 'deleted' ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => void undo()}
            onFocus={() => setUndoFocused(true)}
            onBlur={() => setUndoFocused(false)}
            sx={{ fontWeight: 700 }}
          >
            {t(`${messages}.undo`)}
          </Button>
        ) : undefined
      }
    />
  );

  return { hidden, requestDelete, snackbar };
}

export type DeleteWithUndo = ReturnType<typeof useDeleteWithUndo>;
