import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Every file a document downloads as (each has its label). */
type DownloadFormat = 'pdf' | 'docx' | 'json' | 'txt' | 'bundle';

/** "Download" with the document's formats; the caller saves first, then fetches the file. */
export function DownloadMenu<Format extends string>({
  formats,
  busy,
  onDownload,
}: {
  formats: readonly Format[];
  busy: boolean;
  onDownload: (format: Format) => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Download />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {busy ? t('documents.editor.download.busy') : t('documents.editor.download.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formats.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              onDownload(format);
            }}
          >
            {t(`documents.editor.download.formats.${format as DownloadFormat}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
