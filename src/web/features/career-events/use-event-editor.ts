import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, type DocumentInput } from 'urql';

/**
 * What a new/edit route needs: the `eventId` of `…/edit/{eventId}` (none on `…/new`), the event
 * to edit once loaded, the load state for EventFormPage and the save function for the form.
 */
export function useEventEditor<Data, Event, Input>({
  query,
  pick,
  createDocument,
  updateDocument,
}: {
  query: DocumentInput<Data, { id: string }>;
  pick: (data: Data) => Event;
  createDocument: DocumentInput<unknown, { input: Input }>;
  updateDocument: DocumentInput<unknown, { id: string; input: Input }>;
}) {
  const { eventId } = useParams();
  const [{ data, error }, reexecute] = useQuery({
    query,
    variables: { id: eventId ?? '' },
    pause: !eventId,
  });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [, create] = useMutation(createDocument);
  const [, update] = useMutation(updateDocument);
  // The results carry the event's type name, so urql refreshes the lists and the edited event.
  const save = useCallback(
    (input: Input) => (eventId ? update({ id: eventId, input }) : create({ input })),
    [eventId, create, update],
  );
  const event = data ? pick(data) : undefined;
  const load = eventId ? { ready: event !== undefined, error, retry } : undefined;
  return { eventId, event, load, save };
}
