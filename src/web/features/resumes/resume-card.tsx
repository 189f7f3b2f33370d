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
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import type { ResultOf } from '../../lib/graphql';
import { editedText } from './edited-text';
import { ResumeDownloadButtons } from './resume-download-buttons';
import type { ResumesQuery } from './resume-operations';
import { ResumeSharePanel } from './resume-share-panel';
import { ResumeThumbnail } from './resume-thumbnail';
import type { Notify } from './use-notice';

export type ResumeListItem = ResultOf<typeof ResumesQuery>['resumes'][number];

export type ResumeAction = 'rename' | 'duplicate' | 'delete';

const actionIcons = {
  rename: <DriveFileRenameOutline fontSize="small" />,
  duplicate: <ContentCopy fontSize="small" />,
  delete: <DeleteOutline fontSize="small" />,
} as const;

/**
 * One resume of the list, as an article named after it: page 1, name, when it was last edited,
 * the job it is for; Open, the downloads and a menu (Rename, Duplicate, Delete); then sharing.
 */
export function ResumeCard({
  resume,
  now,
  notify,
  onAction,
  openRef,
}: {
  resume: ResumeListItem;
  /** When "Edited … ago" is counted from. */
  now: number;
  notify: Notify;
  onAction: (action: ResumeAction, resume: ResumeListItem) => void;
  openRef: Ref<HTMLAnchorElement>;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const menuId = useId();
  const menuButtonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const job = [resume.targetJob.title, resume.targetJob.company].filter(Boolean).join(' · ');

  const act = (action: ResumeAction) => {
    setAnchor(null);
    onAction(action, resume);
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
          <ResumeThumbnail id={resume.id} name={resume.name} version={resume.updatedAt} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ gridArea: 'details', alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="h2"
              id={nameId}
              sx={{ fontSize: '1.125rem', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {resume.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={resume.updatedAt}>
                {editedText(t, i18n.language, resume.updatedAt, now)}
              </time>
            </Typography>
            {job && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('resumes.list.target', { job })}
              </Typography>
            )}
          </Box>
          <IconButton
            id={menuButtonId}
            sx={{ mt: -0.75, mr: -1 }}
            aria-label={t('resumes.list.moreActions', { name: resume.name })}
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
                <ListItemText>{t(`resumes.list.${action}`)}</ListItemText>
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
            to={paths.editResume(resume.id)}
            variant="contained"
            aria-label={t('resumes.list.open', { name: resume.name })}
          >
            {t('resumes.list.openShort')}
          </Button>
          <ResumeDownloadButtons id={resume.id} name={resume.name} notify={notify} />
        </Stack>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <ResumeSharePanel resumeId={resume.id} share={resume.share} notify={notify} />
    </Paper>
  );
}
