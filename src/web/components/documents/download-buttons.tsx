import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import { usePlan } from '../../lib/plan-operations';
import type { DocumentKindName, DocumentsClient } from '../../lib/documents-client';
import { saveFile } from './save-file';
import type { Notify } from './use-notice';
import { useDocuments } from '../../lib/use-documents';

/** The files a list offers besides the PDF (each has its label). */
type OtherFormat = 'docx' | 'json' | 'txt' | 'bundle';

/**
 * Download PDF, and a small menu for the other files (Word, JSON Resume, plain text). The file is
 * fetched with the user's token, then saved through an `<a download>` with the server's file name.
 * Word on a plan without it says it is Premium's and leads to the upgrade.
 */
export function DownloadButtons({
  kind,
  id,
  name,
  otherFormats,
  notify,
  confirm,
}: {
  kind: DocumentKindName;
  id: string;
  name: string;
  /** The files besides the PDF, in the menu's order. */
  otherFormats: readonly OtherFormat[];
  notify: Notify;
  /** Asked before a file is made; false makes none. */
  confirm?: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const documents = useDocuments(kind) as DocumentsClient<unknown, string>;
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const plan = usePlan();

  const download = async (format: string) => {
    setAnchor(null);
    if (downloading) return;
    setDownloading(format);
    try {
      if (confirm && !(await confirm())) return;
      const { blob, fileName } = await documents.download(id, format);
      saveFile(blob, fileName);
    } catch {
      notify(t('documents.download.failed'));
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
          {t('documents.download.pdf')}
        </Button>
        <Button
          id={buttonId}
          size="small"
          aria-label={t('documents.download.otherFormats', { name })}
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
        {otherFormats.map((format) =>
          format === 'docx' && plan && !plan.limits.docx ? (
            <MenuItem key={format} component={RouterLink} to={paths.upgrade()}>
              {t('plans.docx.premium', { format: t(`documents.download.${format}`) })}
            </MenuItem>
          ) : (
            <MenuItem key={format} onClick={() => void download(format)}>
              {t(`documents.download.${format}`)}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
