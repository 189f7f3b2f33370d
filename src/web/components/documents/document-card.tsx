import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DocumentKindName } from '../../lib/documents-client';
import { DocumentThumbnail } from './document-thumbnail';
import { DownloadButtons } from './download-buttons';
import { editedText } from './edited-text';
import type { Notify } from './use-notice';

/** A document as its list shows it. */
export interface ListedDocument {
  id: string;
  name: string;
  updatedAt: string;
  /** The job it is for, in one line ("Staff engineer · Acme"), or empty. */
  job: string;
}

/** The job a document is for, in one line: "Staff engineer · Acme", either alone, or empty. */
export const jobLine = (position: string, company: string) =>
  [position, company].filter(Boolean).join(' · ');

export type DocumentAction = 'rename' | 'duplicate' | 'delete';

const actionIcons = {
  rename: <DriveFileRenameOutline fontSize="small" />,
  duplicate: <ContentCopy fontSize="small" />,
  delete: <DeleteOutline fontSize="small" />,
} as const;

/**
 * One document of a list, as an article named after it: page 1, name, when it was last edited,
 * the job it is for; Open, the downloads and a menu (Rename, Duplicate, Delete); then sharing.
 */
export function DocumentCard<Item extends ListedDocument>({
  kind,
  item,
  openPath,
  otherFormats,
  confirmDownload,
  sharePanel,
  now,
  notify,
  onAction,
  openRef,
}: {
  kind: DocumentKindName;
  item: Item;
  openPath: string;
  otherFormats: Parameters<typeof DownloadButtons>[0]['otherFormats'];
  /** Asked before a download (see DownloadButtons). */
  confirmDownload?: () => Promise<boolean>;
  sharePanel: ReactNode;
  /** When "Edited … ago" is counted from. */
  now: number;
  notify: Notify;
  onAction: (action: DocumentAction, item: Item) => void;
  openRef: Ref<HTMLAnchorElement>;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const menuId = useId();
  const menuButtonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { job } = item;

  const act = (action: DocumentAction) => {
    setAnchor(null);
    onAction(action, item);
  };

  return (
    <Paper component="article" variant="outlined" aria-labelledby={nameId} sx={{ p: 2 }}>
      {/* Page 1 beside the name; the actions under the name, or across the card on a phone. */}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          rowGap: 1.5,
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          gridTemplateAreas: {
            xs: '"thumbnail details" "actions actions"',
            sm: '"thumbnail details" "thumbnail actions"',
          },
          gridTemplateRows: { sm: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'thumbnail' }}>
          <DocumentThumbnail kind={kind} id={item.id} name={item.name} version={item.updatedAt} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ gridArea: 'details', alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="h2"
              id={nameId}
              sx={{ fontSize: '1.125rem', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {item.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={item.updatedAt}>
                {editedText(t, i18n.language, item.updatedAt, now)}
              </time>
            </Typography>
            {job && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('documents.list.target', { job })}
              </Typography>
            )}
          </Box>
          <IconButton
            id={menuButtonId}
            sx={{ mt: -0.75, mr: -1 }}
            aria-label={t('documents.list.moreActions', { name: item.name })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVert />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={anchor !== null}
            onClose={() => setAnchor(null)}
            slotProps={{ list: { 'aria-labelledby': menuButtonId } }}
          >
            {(['rename', 'duplicate', 'delete'] as const).map((action) => (
              <MenuItem key={action} onClick={() => act(action)}>
                <ListItemIcon>{actionIcons[action]}</ListItemIcon>
                <ListItemText>{t(`documents.list.${action}`)}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </Stack>
        <Stack
          direction="row"
          sx={{ gridArea: 'actions', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <Button
            ref={openRef}
            component={RouterLink}
            to={openPath}
            variant="contained"
            aria-label={t('documents.list.open', { name: item.name })}
          >
            {t('documents.list.openShort')}
          </Button>
          <DownloadButtons
            kind={kind}
            id={item.id}
            name={item.name}
            otherFormats={otherFormats}
            notify={notify}
            {...(confirmDownload ? { confirm: confirmDownload } : {})}
          />
        </Stack>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      {sharePanel}
    </Paper>
  );
}
