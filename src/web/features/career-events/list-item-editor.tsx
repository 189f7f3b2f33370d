import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormState,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { careerEventLimits, type ListItem, type ListItemInput } from '../../../domain/career-event';
import { FormTextField } from '../../components/form-text-field';
import { visuallyHidden } from '../../components/visually-hidden';

/**
 * One accomplishment or course in a form. `itemId` is the id the event already gave it (sent back
 * as `id`, so resumes that point at it keep working); null for an item added in this form.
 */
export interface FormListItem {
  itemId: string | null;
  uuid: string | null;
  description: string;
}

export const toFormItems = (items: ReadonlyArray<ListItem>): FormListItem[] =>
  items.map(({ id, uuid, description }) => ({ itemId: id, uuid: uuid ?? null, description }));

export const toItemInputs = (items: ReadonlyArray<FormListItem>): ListItemInput[] =>
  items.map(({ itemId, uuid, description }) => ({ id: itemId, uuid, description }));

export type ListItemKind = 'accomplishments' | 'coursework';

const excerptLength = 60;

/** The start of a long text, so a notice about it stays one line. */
const excerpt = (text: string) =>
  text.length > excerptLength ? `${text.slice(0, excerptLength - 1).trimEnd()}…` : text;

const deletedText = (item: unknown) =>
  typeof item === 'object' && item !== null && 'description' in item
    ? String(item.description)
    : '';

type FocusRequest = { key: string; target: 'up' | 'down' | 'text' } | { target: 'add' };

/**
 * Edits an ordered list of accomplishments or courses: add, edit in place, delete, and reorder by
 * dragging the handle (mouse, touch, or keyboard: Space, arrows, Space) or with the "Move up" and
 * "Move down" buttons. Every move is announced to screen readers, and focus follows the moved item.
 */
export function ListItemEditor<Values extends FieldValues>({
  control,
  name,
  kind,
}: {
  control: Control<Values, unknown, unknown>;
  name: ArrayPath<Values>;
  kind: ListItemKind;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const justPickedUp = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const { fields, append, insert, remove, move } = useFieldArray({ control, name });
  const values = useWatch({ control, name: name as Path<Values> }) as unknown as
    FieldArray<Values>[] | undefined;
  // The entry deleted last, with its id, so Undo puts it back exactly where and as it was.
  const [deleted, setDeleted] = useState<{ index: number; item: FieldArray<Values> } | null>(null);
  const { errors } = useFormState({ control, name: name as Path<Values> });
  const listError = (get(errors, name) as { message?: string } | undefined)?.message;
  const total = fields.length;
  const itemLabel = (index: number) => t(`events.${kind}.item`, { number: index + 1 });

  // After a move or a deletion has rendered, focus goes where the user's attention is.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if (request.target === 'add') {
      addRef.current?.focus();
      return;
    }
    const item = listRef.current?.querySelector(`[data-item-key="${request.key}"]`);
    const wanted = item?.querySelector<HTMLElement>(`[data-action="${request.target}"]`);
    const fallback = item?.querySelector<HTMLElement>(
      `[data-action="${request.target === 'up' ? 'down' : 'up'}"]`,
    );
    const usable = (element: HTMLElement | null | undefined) =>
      element && !element.hasAttribute('disabled') ? element : null;
    (usable(wanted) ?? usable(fallback) ?? addRef.current)?.focus();
  }, [fields]);

  const moveItem = (from: number, to: number, focusTarget: 'up' | 'down' | null) => {
    const key = fields[from]?.id;
    if (key === undefined || to < 0 || to >= total) return;
    move(from, to);
    setDeleted(null);
    if (focusTarget) focusRequest.current = { key, target: focusTarget };
    setAnnouncement(t('events.items.moved', { item: itemLabel(from), position: to + 1, total }));
  };

  const deleteItem = (index: number) => {
    const neighbour = fields[index + 1] ?? fields[index - 1];
    const item = values?.[index];
    setDeleted(item ? { index, item } : null);
    remove(index);
    focusRequest.current = neighbour ? { key: neighbour.id, target: 'text' } : { target: 'add' };
    setAnnouncement(t('events.items.deleted', { item: itemLabel(index) }));
  };

  const undoDelete = () => {
    if (!deleted) return;
    insert(deleted.index, deleted.item, { shouldFocus: true });
    setDeleted(null);
    setAnnouncement(t('events.items.restored', { item: itemLabel(deleted.index) }));
  };

  const addItem = () => {
    setDeleted(null);
    append({ itemId: null, uuid: null, description: '' } as FieldArray<Values>);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => fields.findIndex((field) => field.id === id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return t('events.items.pickedUp', {
        item: itemLabel(indexOf(active.id)),
        position: indexOf(active.id) + 1,
        total,
      });
    },
    onDragOver: ({ active, over }) => {
      // Right after the pick-up the entry is over its own place: keep the pick-up message.
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (!over || (first && over.id === active.id)) return undefined;
      return t('events.items.over', {
        item: itemLabel(indexOf(active.id)),
        position: indexOf(over.id) + 1,
        total,
      });
    },
    onDragEnd: ({ active, over }) =>
      t('events.items.dropped', {
        item: itemLabel(indexOf(active.id)),
        position: indexOf(over?.id ?? active.id) + 1,
        total,
      }),
    onDragCancel: ({ active }) =>
      t('events.items.cancelled', {
        item: itemLabel(indexOf(active.id)),
        position: indexOf(active.id) + 1,
        total,
      }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  const ids = useMemo(() => fields.map((field) => field.id), [fields]);
  const full = total >= careerEventLimits.items;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t(`events.${kind}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`events.${kind}.hint`)}
      </Typography>
      {total === 0 ? (
        <Typography sx={{ mb: 2 }}>{t(`events.${kind}.empty`)}</Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('events.items.dragInstructions') },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Box
              component="ul"
              ref={listRef}
              aria-labelledby={headingId}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, mb: 2 }}
            >
              {fields.map((field, index) => (
                <SortableItem key={field.id} id={field.id} label={itemLabel(index)}>
                  <FormTextField
                    control={control}
                    name={`${name}.${index}.description` as Path<Values>}
                    label={itemLabel(index)}
                    required
                    multiline
                    fullWidth
                    slotProps={{
                      htmlInput: { maxLength: careerEventLimits.itemText, 'data-action': 'text' },
                    }}
                  />
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
                    <IconButton
                      data-action="up"
                      aria-label={t('events.items.moveUp', { item: itemLabel(index) })}
                      disabled={index === 0}
                      onClick={() => moveItem(index, index - 1, 'up')}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      data-action="down"
                      aria-label={t('events.items.moveDown', { item: itemLabel(index) })}
                      disabled={index === total - 1}
                      onClick={() => moveItem(index, index + 1, 'down')}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('events.items.delete', { item: itemLabel(index) })}
                      onClick={() => deleteItem(index)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Stack>
                </SortableItem>
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      {listError && (
        <FormHelperText error sx={{ mb: 1 }}>
          {t(listError as ParseKeys)}
        </FormHelperText>
      )}
      {deleted && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('events.items.deletedText', { text: excerpt(deletedText(deleted.item)) })}
          </Typography>
          <Button size="small" onClick={undoDelete}>
            {t('events.list.undo')}
          </Button>
        </Stack>
      )}
      <Button ref={addRef} variant="outlined" startIcon={<Add />} disabled={full} onClick={addItem}>
        {t(`events.${kind}.add`)}
      </Button>
      {full && (
        <FormHelperText>{t('events.items.full', { max: careerEventLimits.items })}</FormHelperText>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

/** One entry of the list: the drag handle, then the entry's field and buttons. */
function SortableItem({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, attributes: { roleDescription: t('events.items.sortable') } });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-item-key={id}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: isDragging ? 4 : 0,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('events.items.drag', { item: label })}
        sx={{ mt: 1, cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicator />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
