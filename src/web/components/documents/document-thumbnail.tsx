import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKindName } from '../../lib/documents-client';
import { useDocuments } from '../../lib/use-documents';

const frameSx = {
  width: { xs: 84, sm: 112 },
  aspectRatio: '8.5 / 11',
  flexShrink: 0,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
} as const;

/**
 * The image of a saved document's first page. The server renders it as SVG; it is shown only as an
 * `<img>` of an object URL (an image cannot run scripts or reach the page), and each URL is revoked
 * when a newer one replaces it or the card goes away. `version` (the last change) fetches it again.
 */
export function DocumentThumbnail({
  kind,
  id,
  name,
  version,
}: {
  kind: DocumentKindName;
  id: string;
  name: string;
  version: string;
}) {
  const { t } = useTranslation();
  const documents = useDocuments(kind);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const current = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    documents.thumbnail(id, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        const previous = current.current;
        current.current = URL.createObjectURL(blob);
        setUrl(current.current);
        setFailed(false);
        if (previous) URL.revokeObjectURL(previous);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [documents, id, version]);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  if (url) {
    return (
      <Box
        component="img"
        src={url}
        alt={t('documents.list.thumbnail', { name })}
        sx={{ ...frameSx, display: 'block', objectFit: 'contain', bgcolor: 'common.white' }}
      />
    );
  }
  if (failed) {
    return (
      <Box sx={{ ...frameSx, display: 'grid', placeItems: 'center', p: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('documents.list.noThumbnail')}
        </Typography>
      </Box>
    );
  }
  return <Skeleton variant="rectangular" sx={{ ...frameSx, height: 'auto', border: 0 }} />;
}
