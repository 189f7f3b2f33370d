import Edit from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobStages, localDay, type JobStage } from '../../../../domain/job-application';
import type { Notify } from '../../../components/documents/use-notice';
import { NativeSelectField } from '../../../components/native-select-field';
import type { JobApplication } from '../job-operations';
import type { JobApplicationActions } from '../use-job-applications';
import { useProblemProps } from './field-problem';
import type { ApplicationAutosave } from './use-application-autosave';
import type { ApplicationDraft } from './application-draft';

/** A `YYYY-MM-DD` day in the user's language ("Mar 4, 2024"), as the calendar day it names. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * Where the application stands: a select that moves it (to the end of the stage's column, dated
 * today where the user is) and its history as a timeline whose dates can be corrected (users log
 * things late); a corrected history is autosaved with the rest.
 */
export const StageSection = memo(function StageSection({
  application,
  history,
  edit,
  problems,
  saver,
  actions,
  notify,
  columnLength,
}: {
  application: JobApplication;
  history: ApplicationDraft['history'];
} & Pick<ApplicationAutosave, 'edit' | 'problems' | 'saver'> & {
    actions: JobApplicationActions;
    notify: Notify;
    columnLength: (stage: JobStage, id: string) => number;
  }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const historyId = useId();
  const problem = useProblemProps(problems);
  const [editing, setEditing] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;
  /** The date field opened by its Edit button takes the focus. */
  const focusOnMount = useCallback((element: HTMLInputElement | null) => element?.focus(), []);

  const move = async (stage: JobStage) => {
    if (stage === application.stage || moving) return;
    setMoving(true);
    try {
      // What waits is saved first, so the history the move adds to is the user's.
      await saver.flush();
      const moved = await actions.move({
        id: application.id,
        stage,
        position: columnLength(stage, application.id),
        at: localDay(),
      });
      notify(
        moved
          ? t('tracker.detail.stage.moved', { stage: t(`tracker.stage.${stage}`) })
          : t('tracker.detail.stage.moveFailed'),
      );
    } finally {
      setMoving(false);
    }
  };

  const setDate = (index: number, at: string) =>
    edit(
      'history',
      history.map((change, at_) => (at_ === index ? { ...change, at } : change)),
    );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('tracker.detail.stage.heading')}
      </Typography>
      <NativeSelectField
        label={t('tracker.detail.stage.label')}
        value={application.stage}
        onChange={(value) => {
          const stage = jobStages.find((candidate) => candidate === value);
          if (stage) void move(stage);
        }}
        disabled={moving}
        options={jobStages.map((stage) => ({ value: stage, label: t(`tracker.stage.${stage}`) }))}
        inputProps={{ 'aria-busy': moving }}
      />
      <Typography id={historyId} variant="body2" component="h4" sx={{ fontWeight: 600 }}>
        {t('tracker.detail.history.heading')}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={historyId}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          borderLeft: 2,
          borderColor: 'divider',
          display: 'grid',
          gap: 1.5,
        }}
      >
        {history.map((change, index) => {
          const stage = t(`tracker.stage.${change.stage}`);
          const path = `history.${index}.at`;
          return (
            <Box
              component="li"
              key={`${index}-${change.stage}`}
              sx={{ position: 'relative', pl: 2.5 }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: -7,
                  top: 6,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: index === history.length - 1 ? 'primary.main' : 'grey.400',
                }}
              />
              {editing === index ? (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  <TextField
                    size="small"
                    type="date"
                    label={t('tracker.detail.history.date', { stage })}
                    value={change.at}
                    onChange={(event) => setDate(index, event.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                    inputRef={focusOnMount}
                    {...problem(path)}
                  />
                  <Button onClick={() => setEditing(null)}>
                    {t('tracker.detail.history.done')}
                  </Button>
                </Box>
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    {stage}
                  </Typography>
                  <Typography
                    component="time"
                    dateTime={change.at}
                    variant="body2"
                    color={problems[path] ? 'error' : 'text.secondary'}
                  >
                    {formatDay(change.at, language)}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={t('tracker.detail.history.edit', {
                      stage,
                      date: formatDay(change.at, language),
                    })}
                    onClick={() => setEditing(index)}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                  {problems[path] && (
                    <Typography variant="caption" color="error" sx={{ width: '100%' }}>
                      {problem(path).helperText}
                    </Typography>
                  )}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
