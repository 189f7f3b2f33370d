import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/**
 * "Move … up" and "Move … down" for one row of an ordered list (`data-action` up/down, for the
 * focus to follow the row). The first row cannot go up, the last cannot go down.
 */
export function MoveButtons({
  item,
  index,
  total,
  onMove,
}: {
  /** Names the row in the buttons' labels ("Move Bullet 2 up"). */
  item: string;
  index: number;
  total: number;
  onMove: (from: number, to: number, direction: 'up' | 'down') => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton
        size="small"
        data-action="up"
        aria-label={t('documents.editor.moveUp', { item })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1, 'up')}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        data-action="down"
        aria-label={t('documents.editor.moveDown', { item })}
        disabled={index === total - 1}
        onClick={() => onMove(index, index + 1, 'down')}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </>
  );
}
