import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import { usePlan } from '../../lib/plan-operations';

/** Every file a document downloads as (each has its label). */
type DownloadFormat = 'pdf' | 'docx' | 'json' | 'txt' | 'bundle';

/**
 * "Download" with the document's formats; the caller saves first, then fetches the file. Word on a
 * plan without it says it is Premium's and leads to the upgrade.
 */
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
  const plan = usePlan();
  const label = (format: Format) =>
    t(`documents.editor.download.formats.${format as DownloadFormat}`);
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
        {formats.map((format) =>
          format === 'docx' && plan && !plan.limits.docx ? (
            <MenuItem key={format} component={RouterLink} to={paths.upgrade()}>
              {t('plans.docx.premium', { format: label(format) })}
            </MenuItem>
          ) : (
            <MenuItem
              key={format}
              onClick={() => {
                setAnchor(null);
                onDownload(format);
              }}
            >
              {label(format)}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
