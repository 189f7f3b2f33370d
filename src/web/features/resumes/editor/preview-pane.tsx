import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PreviewState } from './use-preview';

/**
 * The pages as images (object URLs of the server's SVGs: never markup put into the page), from
 * the same compile as the PDF. A thin bar shows while newer pages load over the last ones.
 */
export function PreviewPane({ preview }: { preview: PreviewState }) {
  const { t } = useTranslation();
  const { pages, loading, error, retry } = preview;
  return (
    <Box
      component="section"
      aria-label={t('resumes.editor.preview.title')}
      aria-busy={loading}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ height: 4 }}>
        {loading && <LinearProgress aria-label={t('resumes.editor.preview.loading')} />}
      </Box>
      {error && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('resumes.editor.preview.failed')}
          {error.message && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {error.message}
            </Typography>
          )}
        </Alert>
      )}
      {pages.length === 0 && !error && loading && (
        <Typography color="text.secondary">{t('resumes.editor.preview.first')}</Typography>
      )}
      {pages.map((url, index) => (
        <Box
          key={`${index}`}
          component="img"
          src={url}
          alt={t('resumes.editor.preview.page', { number: index + 1, total: pages.length })}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            bgcolor: 'common.white',
            boxShadow: 2,
            opacity: loading ? 0.85 : 1,
            transition: 'opacity 150ms',
          }}
        />
      ))}
    </Box>
  );
}
