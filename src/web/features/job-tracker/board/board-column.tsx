import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobStage } from '../../../../domain/job-application';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { JobApplication } from '../job-operations';
import { BoardCard } from './board-card';
import { columnId } from './board-columns';

/** How wide a column is: a phone shows one and the edge of the next. */
export const columnWidth = 280;

/**
 * One stage's column: its heading and count, and its cards in board order. The whole column
 * takes drops, so an empty one does too.
 */
export const BoardColumn = memo(function BoardColumn({
  stage,
  cards,
  today,
  onOpen,
  onMoveTo,
}: {
  stage: JobStage;
  cards: readonly JobApplication[];
  today: string;
  onOpen: (id: string) => void;
  onMoveTo: (id: string, stage: JobStage) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage) });
  return (
    <Box
      ref={setNodeRef}
      data-stage={stage}
      sx={{
        flex: `0 0 ${columnWidth}px`,
        width: columnWidth,
        scrollSnapAlign: 'start',
        bgcolor: 'action.hover',
        borderRadius: 2,
        p: 1,
        outline: isOver ? 2 : 0,
        outlineStyle: 'solid',
        outlineColor: 'primary.main',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle1"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 0.5, fontWeight: 600 }}
      >
        {t(`tracker.stage.${stage}`)}
        <Chip size="small" label={cards.length} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {t('tracker.board.count', { count: cards.length })}
        </Box>
      </Typography>
      {cards.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
          {t('tracker.board.empty')}
        </Typography>
      )}
      <SortableContext
        id={columnId(stage)}
        items={cards.map((card) => card.id)}
        strategy={verticalListSortingStrategy}
      >
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ m: 0, p: 0, display: 'grid', gap: 1, alignContent: 'start', minHeight: 48 }}
        >
          {cards.map((card) => (
            <BoardCard
              key={card.id}
              application={card}
              today={today}
              onOpen={onOpen}
              onMoveTo={onMoveTo}
            />
          ))}
        </Box>
      </SortableContext>
    </Box>
  );
});
