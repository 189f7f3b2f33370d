import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type Over,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobStages, localDay, type JobStage } from '../../../../domain/job-application';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { JobApplication } from '../job-operations';
import { AttachDocumentsDialog } from '../sent/attach-documents-dialog';
import type { TrackerViewProps } from '../tracker-view-props';
import { cardButtonAttribute } from './board-card';
import { BoardColumn } from './board-column';
import { columnsOf, locate, moveCard, stageOfColumnId, type BoardColumns } from './board-columns';

/** Space picks a card up and drops it; Enter is left to open it. */
const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Tab'] };

/** The board as moved here, shown until the server's list catches up (or the move fails). */
interface PendingMoves {
  columns: BoardColumns;
  /** Moves the server has not answered yet. */
  inFlight: number;
  /** The list the last answer came with: once a newer one arrives, it is the truth again. */
  settledOn: readonly JobApplication[] | null;
}

/**
 * The tracker's board: a column per stage with its count, holding the applications not archived
 * in board order. Cards move between and within columns by dragging (mouse, touch, or keyboard:
 * Space, arrows, Space), every step announced, or with a card's "Move to…" menu. The board shows
 * a move at once and puts the card back if the server refuses it. A card that moves from Saved
 * to Applied asks what was sent with it. On a phone the board scrolls sideways a column at a time.
 */
export function JobBoard({ applications, actions, onOpen, notify }: TrackerViewProps) {
  const { t } = useTranslation();
  const today = localDay();
  const [pending, setPending] = useState<PendingMoves | null>(null);
  const [attachFor, setAttachFor] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  /** A card to give the focus back to once drawn in its new column. */
  const focusRequest = useRef<string | null>(null);
  const latest = useRef(applications);

  const byId = useMemo(
    () => new Map(applications.map((application) => [application.id, application])),
    [applications],
  );
  const serverColumns = useMemo(() => columnsOf(applications), [applications]);
  const showPending =
    pending !== null && (pending.inFlight > 0 || pending.settledOn === applications);
  const columns = showPending ? pending.columns : serverColumns;
  const columnsRef = useRef(columns);
  const cardsOf = useMemo(
    () =>
      Object.fromEntries(
        jobStages.map((stage) => [stage, columns[stage].flatMap((id) => byId.get(id) ?? [])]),
      ) as Record<JobStage, JobApplication[]>,
    [byId, columns],
  );
  // The page makes a new `onOpen` each time it draws; the cards keep one.
  const openRef = useRef(onOpen);
  const open = useCallback((id: string) => openRef.current(id), []);
  // What the handlers read: the board as drawn, the latest list, the page's `onOpen`.
  useLayoutEffect(() => {
    latest.current = applications;
    columnsRef.current = columns;
    openRef.current = onOpen;
  });

  const nameOf = useCallback(
    (id: UniqueIdentifier) => {
      const application = byId.get(String(id));
      if (!application) return '';
      return application.position
        ? t('tracker.board.cardName', {
            company: application.company,
            position: application.position,
          })
        : application.company;
    },
    [byId, t],
  );
  const announce = useCallback(
    (next: string) => setMessage((previous) => (previous === next ? `${next}\u200b` : next)),
    [],
  );

  /** Shows `next` at once and tells the server; puts the board back if it refuses. */
  const commit = useCallback(
    (id: string, from: JobStage, next: BoardColumns) => {
      const place = locate(next, id);
      if (!place) return;
      setPending((previous) => ({
        columns: next,
        inFlight: (previous?.inFlight ?? 0) + 1,
        settledOn: null,
      }));
      void actions
        .move({ id, stage: place.stage, position: place.index, at: localDay() })
        .then((moved) => {
          if (!moved) {
            setPending(null);
            notify(t('tracker.board.moveFailed', { name: nameOf(id) }));
            return;
          }
          setPending(
            (previous) =>
              previous && {
                ...previous,
                inFlight: previous.inFlight - 1,
                settledOn: latest.current,
              },
          );
          if (from === 'SAVED' && place.stage === 'APPLIED') setAttachFor(id);
        });
    },
    [actions, nameOf, notify, t],
  );

  const onMoveTo = useCallback(
    (id: string, stage: JobStage) => {
      const current = columnsRef.current;
      const from = locate(current, id);
      if (!from || from.stage === stage) return;
      commit(id, from.stage, moveCard(current, id, stage, current[stage].length));
      announce(
        t('tracker.board.movedTo', { name: nameOf(id), stage: t(`tracker.stage.${stage}`) }),
      );
      focusRequest.current = id;
    },
    [announce, commit, nameOf, t],
  );

  // The card keeps the focus when it lands in another column (where it is drawn anew).
  useEffect(() => {
    const id = focusRequest.current;
    if (id === null) return;
    focusRequest.current = null;
    const card = [...document.querySelectorAll<HTMLElement>('[data-application-id]')].find(
      (element) => element.dataset.applicationId === id,
    );
    card?.querySelector<HTMLElement>(`[${cardButtonAttribute}]`)?.focus();
  });

  /**
   * Where a drop on `over` puts a card: the column it is over, at that card's place (after it,
   * when dropped on the lower half of a card of another column), or at the end of the column.
   */
  const target = useCallback((active: Active, over: Over) => {
    const current = columnsRef.current;
    const id = String(active.id);
    const stage = stageOfColumnId(over.id) ?? locate(current, String(over.id))?.stage;
    if (!stage) return undefined;
    const others = current[stage].filter((other) => other !== id);
    const total = others.length + 1;
    if (stageOfColumnId(over.id) !== undefined) return { stage, index: others.length, total };
    const index = current[stage].indexOf(String(over.id));
    const moving = active.rect.current.translated;
    const below =
      !current[stage].includes(id) &&
      moving !== null &&
      moving.top + moving.height / 2 > over.rect.top + over.rect.height / 2;
    return { stage, index: below ? index + 1 : index, total };
  }, []);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes }),
  );

  const placeText = (
    key: 'tracker.board.over' | 'tracker.board.dropped',
    active: Active,
    over: Over | null,
  ) => {
    const place = over === null ? undefined : target(active, over);
    if (!place) return t('tracker.board.overNothing', { name: nameOf(active.id) });
    return t(key, {
      name: nameOf(active.id),
      stage: t(`tracker.stage.${place.stage}`),
      position: place.index + 1,
      total: place.total,
    });
  };
  /** What the last step was over: a step onto the same place says nothing new. */
  const lastOver = useRef<UniqueIdentifier | undefined>(undefined);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      const place = locate(columnsRef.current, String(active.id));
      return t('tracker.board.pickedUp', {
        name: nameOf(active.id),
        stage: place ? t(`tracker.stage.${place.stage}`) : '',
        position: (place?.index ?? 0) + 1,
        total: place ? columnsRef.current[place.stage].length : 0,
      });
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOver.current) return undefined;
      lastOver.current = over?.id;
      return placeText('tracker.board.over', active, over);
    },
    onDragEnd: ({ active, over }) => placeText('tracker.board.dropped', active, over),
    onDragCancel: ({ active }) => {
      const place = locate(columnsRef.current, String(active.id));
      return t('tracker.board.cancelled', {
        name: nameOf(active.id),
        stage: place ? t(`tracker.stage.${place.stage}`) : '',
      });
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const id = String(active.id);
    const current = columnsRef.current;
    const from = locate(current, id);
    const place = target(active, over);
    if (!from || !place) return;
    if (place.stage === from.stage && place.index === from.index) return;
    commit(id, from.stage, moveCard(current, id, place.stage, place.index));
  };

  const attaching = attachFor === null ? null : (byId.get(attachFor) ?? null);

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('tracker.board.instructions') },
        }}
        onDragEnd={onDragEnd}
      >
        <Box
          role="region"
          aria-label={t('tracker.board.label')}
          tabIndex={0}
          sx={{
            display: 'flex',
            gap: 2,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollPaddingInline: 4,
            pb: 2,
            px: 0.5,
            pt: 0.5,
            alignItems: 'flex-start',
            // The columns never widen the page: they scroll inside the board, and so does what
            // only screen readers see in them (positioned against the board).
            contain: 'inline-size',
            position: 'relative',
            '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          }}
        >
          {jobStages.map((stage) => (
            <BoardColumn
              key={stage}
              stage={stage}
              cards={cardsOf[stage]}
              today={today}
              onOpen={open}
              onMoveTo={onMoveTo}
            />
          ))}
        </Box>
      </DndContext>
      <Box role="status" sx={visuallyHidden}>
        {message}
      </Box>
      <AttachDocumentsDialog
        application={attaching}
        title={t('tracker.attach.whatDidYouSend')}
        onClose={() => setAttachFor(null)}
      />
    </>
  );
}
