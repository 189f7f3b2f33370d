import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeExportFormats, type ResumeExportFormat } from '../../../../domain/resume';

/** "Download" with the four formats; the caller saves first, then fetches the file. */
export function DownloadMenu({
  busy,
  onDownload,
}: {
  busy: boolean;
  onDownload: (format: ResumeExportFormat) => void;
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
        {busy ? t('resumes.editor.download.busy') : t('resumes.editor.download.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {resumeExportFormats.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              onDownload(format);
            }}
          >
            {t(`resumes.editor.download.formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
