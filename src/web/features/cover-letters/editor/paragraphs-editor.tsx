import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { coverLetterLimits, type LetterParagraph } from '../../../../domain/cover-letter';
import { useAnnounce } from '../../../components/document-editor/announcer';
import { EditorTextField } from '../../../components/document-editor/editor-text-field';
import { MoveButtons } from '../../../components/document-editor/move-buttons';
import { RewordedMark } from '../../../components/document-editor/reworded-mark';
import {
  useFocusRequest,
  type RequestFocus,
} from '../../../components/document-editor/use-focus-request';
import { AddParagraphsButtons } from './add-paragraphs';
import {
  moveParagraph,
  removeParagraph,
  setParagraphText,
  useDraft,
  useEdit,
} from './letter-draft';
import type { LetterLibrary } from './letter-library';

/**
 * The letter's paragraphs, in order: each points at a library paragraph and shows its words, or
 * this letter's (marked "Differs from library", with a reset). Reorder by dragging the handle
 * (mouse, touch, or keyboard: Space, arrows, Space) or with Move up and Move down; every move is
 * announced and the focus follows the paragraph. A paragraph the library lost is left out of the
 * letter and says so, until removed.
 */
export function ParagraphsEditor({ library }: { library: LetterLibrary }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { change } = useEdit();
  const announce = useAnnounce();
  const paragraphs = useDraft((draft) => draft.content.paragraphs);
  const { container, requestFocus } = useFocusRequest<HTMLDivElement>();
  const byId = useMemo(() => new Map(library.map((entry) => [entry.id, entry])), [library]);
  const labelOf = (index: number) => {
    const paragraph = paragraphs[index];
    const title = paragraph ? byId.get(paragraph.eventId)?.title : undefined;
    return title ?? t('coverLetters.editor.paragraphs.item', { number: index + 1 });
  };

  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: unknown) => paragraphs.findIndex((paragraph) => paragraph.id === id);
  /** "… moved to position n of m", for a paragraph dragged over another. */
  const movedTo = (active: unknown, over: unknown) =>
    over === undefined
      ? undefined
      : t('documents.editor.moved', {
          item: labelOf(indexOf(active)),
          position: indexOf(over) + 1,
          total: paragraphs.length,
        });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('coverLetters.editor.paragraphs.pickedUp', { item: labelOf(indexOf(active.id)) }),
    onDragOver: ({ active, over }) => movedTo(active.id, over?.id),
    onDragEnd: ({ active, over }) => movedTo(active.id, over?.id),
    onDragCancel: ({ active }) =>
      t('coverLetters.editor.paragraphs.dropCancelled', { item: labelOf(indexOf(active.id)) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = indexOf(active.id);
    const to = over ? indexOf(over.id) : -1;
    if (from >= 0 && to >= 0 && from !== to) change(moveParagraph(from, to));
  };

  return (
    <Box ref={container}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('coverLetters.editor.paragraphs.title')}
      </Typography>
      {paragraphs.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {library.length === 0
            ? t('coverLetters.editor.paragraphs.emptyLibrary')
            : t('coverLetters.editor.paragraphs.empty')}
        </Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: t('coverLetters.editor.paragraphs.dragInstructions'),
            },
          }}
          onDragEnd={onDragEnd}
        >
          <SortableContext
            items={paragraphs.map((paragraph) => paragraph.id)}
            strategy={verticalListSortingStrategy}
          >
            <Box
              component="ol"
              aria-labelledby={headingId}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
            >
              {paragraphs.map((paragraph, index) => {
                const source = byId.get(paragraph.eventId);
                return (
                  <ParagraphRow
                    key={paragraph.id}
                    paragraph={paragraph}
                    label={labelOf(index)}
                    kind={source ? t(`events.coverLetter.kinds.${source.kind}`) : null}
                    libraryText={source?.text ?? null}
                    index={index}
                    total={paragraphs.length}
                    requestFocus={requestFocus}
                    onRemoved={() => {
                      const next = paragraphs[index + 1] ?? paragraphs[index - 1];
                      requestFocus(next?.id ?? null, 'remove', 'add-paragraphs');
                      announce(t('documents.editor.removed', { item: labelOf(index) }));
                    }}
                  />
                );
              })}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <AddParagraphsButtons
        library={library}
        room={coverLetterLimits.paragraphs - paragraphs.length}
      />
    </Box>
  );
}

const ParagraphRow = memo(function ParagraphRow({
  paragraph,
  label,
  kind,
  libraryText,
  index,
  total,
  requestFocus,
  onRemoved,
}: {
  paragraph: LetterParagraph;
  /** The library paragraph's title (or "Paragraph 2"). */
  label: string;
  /** Its kind in words; null when the library no longer has it. */
  kind: string | null;
  libraryText: string | null;
  index: number;
  total: number;
  requestFocus: RequestFocus;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const announce = useAnnounce();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: paragraph.id });
  const differs = paragraph.text !== null;
  const gone = libraryText === null;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-focus-key={paragraph.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ borderLeft: 3, borderColor: gone ? 'divider' : 'primary.main', pl: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={t('coverLetters.editor.paragraphs.drag', { item: label })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <Typography component="h4" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        {kind && <Chip size="small" label={kind} />}
        {gone && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('coverLetters.editor.paragraphs.gone')}
          />
        )}
        {differs && !gone && (
          <RewordedMark
            item={label}
            onReset={() => {
              change(setParagraphText(paragraph.id, null));
              requestFocus(paragraph.id, 'text');
            }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <MoveButtons
          item={label}
          index={index}
          total={total}
          onMove={(from, to, direction) => {
            change(moveParagraph(from, to));
            requestFocus(paragraph.id, direction, direction === 'up' ? 'down' : 'up');
            announce(t('documents.editor.moved', { item: label, position: to + 1, total }));
          }}
        />
        <IconButton
          size="small"
          data-action="remove"
          aria-label={t('coverLetters.editor.paragraphs.remove', { item: label })}
          onClick={() => {
            change(removeParagraph(paragraph.id));
            onRemoved();
          }}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
      {gone ? (
        <Typography variant="body2" color="text.secondary">
          {t('coverLetters.editor.paragraphs.goneHint')}
        </Typography>
      ) : (
        <EditorTextField
          label={t('coverLetters.editor.paragraphs.text', { item: label })}
          value={paragraph.text ?? libraryText}
          multiline
          fullWidth
          minRows={2}
          slotProps={{
            htmlInput: { maxLength: coverLetterLimits.paragraphText, 'data-action': 'text' },
          }}
          helperText={
            differs
              ? t('documents.editor.reworded.libraryText', { text: libraryText })
              : t('coverLetters.editor.paragraphs.fromLibrary')
          }
          onChange={(event) =>
            change(
              setParagraphText(
                paragraph.id,
                // Typing the library's words back follows the library again.
                event.target.value === libraryText ? null : event.target.value,
              ),
              `paragraph:${paragraph.id}`,
            )
          }
          onBlur={seal}
        />
      )}
    </Box>
  );
});
