import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paragraphPlaceholders, type ParagraphPlaceholder } from '../../../../domain/career-event';
import { letterMissingPlaceholders } from './letter-missing';
import { useDraft } from './letter-draft';
import type { LetterLibrary } from './letter-library';

const isKnown = (name: string): name is ParagraphPlaceholder =>
  (paragraphPlaceholders as readonly string[]).includes(name);

/**
 * The placeholders nothing fills yet, each with what would fill it (a field of the target job),
 * or, for a name that is no placeholder, that its paragraph needs editing. The preview marks them
 * and a download or a share asks first.
 */
export const PlaceholdersList = memo(function PlaceholdersList({
  library,
}: {
  library: LetterLibrary;
}) {
  const { t } = useTranslation();
  const content = useDraft((draft) => draft.content);
  const targetJob = useDraft((draft) => draft.targetJob);
  const missing = useMemo(
    () => letterMissingPlaceholders(content, targetJob, library),
    [content, library, targetJob],
  );
  if (missing.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('coverLetters.editor.placeholders.allFilled')}
      </Typography>
    );
  }
  return (
    <Alert severity="warning" role="status">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('coverLetters.editor.placeholders.intro', { count: missing.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {missing.map((name) => (
          <li key={name}>
            <Box component="code" sx={{ fontWeight: 600 }}>{`{${name}}`}</Box>
            {' — '}
            {isKnown(name)
              ? t('coverLetters.editor.placeholders.fillWith', {
                  field: t(`coverLetters.editor.targetJob.${name}`),
                })
              : t('coverLetters.editor.placeholders.unknown')}
          </li>
        ))}
      </Box>
    </Alert>
  );
});
