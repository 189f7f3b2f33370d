import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState } from './edit-context';

/** Undo and Redo, each enabled while there is a step to take (they re-render only then). */
export const UndoRedoButtons = memo(function UndoRedoButtons({
  undo,
  redo,
}: {
  undo: () => void;
  redo: () => void;
}) {
  const { t } = useTranslation();
  const canUndo = useEditorState((history) => history.past.length > 0);
  const canRedo = useEditorState((history) => history.future.length > 0);
  return (
    <>
      <Tooltip title={t('documents.editor.undoShortcut')}>
        <span>
          <IconButton aria-label={t('documents.editor.undo')} disabled={!canUndo} onClick={undo}>
            <Undo />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('documents.editor.redoShortcut')}>
        <span>
          <IconButton aria-label={t('documents.editor.redo')} disabled={!canRedo} onClick={redo}>
            <Redo />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
});
