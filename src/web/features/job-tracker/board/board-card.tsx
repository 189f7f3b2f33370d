import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Article from '@mui/icons-material/Article';
import Description from '@mui/icons-material/Description';
import MoreVert from '@mui/icons-material/MoreVert';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useId, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { jobStages, type JobStage } from '../../../../domain/job-application';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { JobApplication } from '../job-operations';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A `YYYY-MM-DD` day in the user's language ("Nov 3, 2026"). */
export function formatDay(day: string, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

const stopPropagation = (event: SyntheticEvent) => event.stopPropagation();

/** The card's own button, which opens it, takes the keyboard's drag and names it. */
export const cardButtonAttribute = 'data-card-button';

/**
 * One application on the board: company and position (a button that opens it, and the handle
 * that drags it: Space picks it up), excitement, the next follow-up and the deadline (overdue ones
 * in red and in words), the documents sent, and "Move to…" for moving without dragging.
 */
export const BoardCard = memo(function BoardCard({
  application,
  today,
  onOpen,
  onMoveTo,
}: {
  application: JobApplication;
  /** The user's calendar day, `YYYY-MM-DD`. */
  today: string;
  onOpen: (id: string) => void;
  onMoveTo: (id: string, stage: JobStage) => void;
}) {
  const { t, i18n } = useTranslation();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: application.id });
  const { id, company, position, excitement, nextFollowUp, deadline, sentDocuments } = application;
  const name = position ? t('tracker.board.cardName', { company, position }) : company;
  const followUpOverdue = nextFollowUp !== null && nextFollowUp < today;
  const deadlinePassed = deadline !== null && deadline < today;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget && !isDragging) {
      event.preventDefault();
      onOpen(id);
    }
  };

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-application-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ listStyle: 'none', opacity: isDragging ? 0.5 : 1, touchAction: 'manipulation' }}
      {...listeners}
      onClick={() => onOpen(id)}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          cursor: 'grab',
          display: 'grid',
          gap: 0.75,
          '&:hover': { borderColor: 'primary.main' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <Box
            ref={setActivatorNodeRef}
            {...attributes}
            aria-label={name}
            {...{ [cardButtonAttribute]: '' }}
            onKeyDown={onKeyDown}
            sx={{
              flex: 1,
              minWidth: 0,
              borderRadius: 1,
              outlineOffset: 2,
              '&:focus-visible': {
                outline: 2,
                outlineStyle: 'solid',
                outlineColor: 'primary.main',
              },
            }}
          >
            <Typography
              component="span"
              variant="subtitle2"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {company}
            </Typography>
            {position && (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {position}
              </Typography>
            )}
          </Box>
          <IconButton
            size="small"
            aria-label={t('tracker.board.moveTo', { name })}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? true : undefined}
            // Pressing it, or an item of its menu, never starts a drag of the card.
            onMouseDown={stopPropagation}
            onTouchStart={stopPropagation}
            onClick={(event) => {
              event.stopPropagation();
              setMenuAnchor(event.currentTarget);
            }}
            sx={{ mt: -0.5, mr: -0.5 }}
          >
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
            onClick={stopPropagation}
            onMouseDown={stopPropagation}
            onTouchStart={stopPropagation}
          >
            {jobStages.map((stage) => (
              <MenuItem
                key={stage}
                disabled={stage === application.stage}
                onClick={() => {
                  setMenuAnchor(null);
                  onMoveTo(id, stage);
                }}
              >
                {t(`tracker.stage.${stage}`)}
              </MenuItem>
            ))}
          </Menu>
        </Box>
        {excitement !== null && (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Box component="span" sx={visuallyHidden}>
              {t('tracker.board.excitement', { value: excitement })}
            </Box>
            {[1, 2, 3, 4, 5].map((value) =>
              value <= excitement ? (
                <Star key={value} aria-hidden fontSize="inherit" sx={{ color: 'warning.main' }} />
              ) : (
                <StarBorder key={value} aria-hidden fontSize="inherit" color="disabled" />
              ),
            )}
          </Box>
        )}
        {nextFollowUp !== null && (
          <DueDate
            text={t('tracker.board.followUp', { date: formatDay(nextFollowUp, i18n.language) })}
            late={followUpOverdue}
          />
        )}
        {deadline !== null && (
          <DueDate
            text={t('tracker.board.deadline', { date: formatDay(deadline, i18n.language) })}
            late={deadlinePassed}
          />
        )}
        {sentDocuments.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {sentDocuments.map((sent) => {
              const Icon = sent.kind === 'RESUME' ? Description : Article;
              return (
                <Icon
                  key={sent.id}
                  fontSize="small"
                  color="action"
                  titleAccess={t('tracker.board.sent', {
                    kind: t(`tracker.sentKind.${sent.kind}`),
                    name: sent.name,
                  })}
                />
              );
            })}
          </Box>
        )}
      </Paper>
    </Box>
  );
});

/** A follow-up or deadline line; a late one is red and says "overdue". */
function DueDate({ text, late }: { text: string; late: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography
      variant="caption"
      sx={{ color: late ? 'error.main' : 'text.secondary', fontWeight: late ? 600 : undefined }}
    >
      {text}
      {late && ` · ${t('tracker.board.overdue')}`}
    </Typography>
  );
}
