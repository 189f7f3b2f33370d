import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeExportFormat } from '../../../domain/resume';
import { saveFile } from './save-file';
import type { Notify } from './use-notice';
import { useResumeDocuments } from './use-resume-documents';

const otherFormats = ['docx', 'json', 'txt'] as const satisfies readonly ResumeExportFormat[];

/**
 * Download PDF, and a small menu for the other files (Word, JSON Resume, plain text). The file is
 * fetched with the user's token, then saved through an `<a download>` with the server's file name.
 */
export function ResumeDownloadButtons({
  id,
  name,
  notify,
}: {
  id: string;
  name: string;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const documents = useResumeDocuments();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [downloading, setDownloading] = useState<ResumeExportFormat | null>(null);

  const download = async (format: ResumeExportFormat) => {
    setAnchor(null);
    if (downloading) return;
    setDownloading(format);
    try {
      const { blob, fileName } = await documents.download(id, format);
      saveFile(blob, fileName);
    } catch {
      notify(t('resumes.download.failed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <ButtonGroup variant="outlined">
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus. */}
        <Button
          startIcon={
            downloading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download />
          }
          aria-busy={downloading !== null}
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => void download('pdf')}
        >
          {t('resumes.download.pdf')}
        </Button>
        <Button
          id={buttonId}
          size="small"
          aria-label={t('resumes.download.otherFormats', { name })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ArrowDropDown />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {otherFormats.map((format) => (
          <MenuItem key={format} onClick={() => void download(format)}>
            {t(`resumes.download.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
