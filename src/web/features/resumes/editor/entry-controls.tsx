import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/document-editor/announcer';
import { moveEntry, removeEntry } from './content-changes';
import { useEdit } from './resume-edit';
import { MoveButtons } from '../../../components/document-editor/move-buttons';
import type { RequestFocus } from '../../../components/document-editor/use-focus-request';

/**
 * Move up, Move down and Remove for an entry of a section: each is announced, and the focus
 * follows the moved entry, or goes to the next one (its `neighbourFocus` action) after a removal,
 * else to "Add entry".
 */
export function EntryControls({
  sectionId,
  entryId,
  label,
  index,
  total,
  neighbourId,
  neighbourFocus,
  requestFocus,
}: {
  sectionId: string;
  entryId: string;
  label: string;
  index: number;
  total: number;
  neighbourId: string | null;
  neighbourFocus: string;
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const announce = useAnnounce();
  return (
    <>
      <MoveButtons
        item={label}
        index={index}
        total={total}
        onMove={(from, to, direction) => {
          change(moveEntry(sectionId, from, to));
          requestFocus(entryId, direction, direction === 'up' ? 'down' : 'up');
          announce(t('documents.editor.moved', { item: label, position: to + 1, total }));
        }}
      />
      <IconButton
        size="small"
        data-action="remove"
        aria-label={t('resumes.editor.entries.remove', { item: label })}
        onClick={() => {
          change(removeEntry(sectionId, entryId));
          if (neighbourId) requestFocus(neighbourId, neighbourFocus, 'toggle', 'remove');
          else requestFocus(null, 'add-entry');
          announce(t('resumes.editor.entries.removed', { item: label }));
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </>
  );
}
