import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalMessage } from './refusal-message';
import { useAutosaveState, type AutosaveHandle } from './use-autosave';

/**
 * The autosave's state in words, in a live region: "Saving…", "All changes saved", or "Couldn't
 * save" with the reason (in the language of the moment, for one the editor words itself) and Retry (the draft stays on screen and in the tab's storage). It follows
 * the autosave itself, so it re-renders when the state changes, not on every keystroke.
 */
export const SaveStatus = memo(function SaveStatus({ autosave }: { autosave: AutosaveHandle }) {
  const { t } = useTranslation();
  const { status, failure, refusal } = useAutosaveState(autosave);
  const refusalMessage = useRefusalMessage();
  const failed = status === 'failed';
  const reason = refusalMessage(refusal) ?? failure;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36, flexWrap: 'wrap' }}>
      <Box
        role={failed ? 'alert' : 'status'}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
      >
        {failed ? (
          <ErrorOutline color="error" fontSize="small" />
        ) : status === 'saved' ? (
          <CheckCircleOutline color="success" fontSize="small" />
        ) : (
          <CloudUploadOutlined color="action" fontSize="small" />
        )}
        <Typography variant="body2" color={failed ? 'error' : 'text.secondary'}>
          {failed
            ? t('documents.editor.save.failed')
            : status === 'saved'
              ? t('documents.editor.save.saved')
              : t('documents.editor.save.saving')}
          {failed && reason ? ` ${reason}` : ''}
        </Typography>
      </Box>
      {failed && (
        <Button size="small" onClick={() => void autosave.flush()}>
          {t('common.retry')}
        </Button>
      )}
    </Box>
  );
});
