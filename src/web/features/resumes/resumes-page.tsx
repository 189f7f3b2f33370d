import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { paths } from '../../../domain/paths';
import { resumeLimits } from '../../../domain/resume';
import { ListPageHeader } from '../../components/list-page-header';
import { PageContainer } from '../../components/page-container';
import { RetryAlert } from '../../components/retry-alert';
import { useDeleteWithUndo } from '../../components/use-delete-with-undo';
import { ImportResumeButton } from './import-resume-button';
import {
  DocumentCard,
  type DocumentAction,
  type ListedDocument,
} from '../../components/documents/document-card';
import { RenameDialog } from '../../components/documents/rename-dialog';
import type { ResultOf } from '../../lib/graphql';
import {
  DeleteResumeMutation,
  DuplicateResumeMutation,
  RestoreResumeMutation,
  ResumesQuery,
  UpdateResumeMutation,
} from './resume-operations';
import { ResumeSharePanel } from './resume-share-panel';

type ResumeListItem = ResultOf<typeof ResumesQuery>['resumes'][number] & ListedDocument;

/** The files a resume's card offers besides the PDF. */
const otherFormats = ['docx', 'json', 'txt'] as const;
import { useNotice } from '../../components/documents/use-notice';

/** Refreshed whenever a resume is created, changed, deleted or restored, even while empty. */
const resumesContext = { additionalTypenames: ['Resume'] };

/**
 * /app/resumes: the user's resumes, the last edited first, each with its actions (open, download,
 * rename, duplicate, delete with undo, share). A new user is told to fill the library first.
 */
export function ResumesPage() {
  const { t } = useTranslation();
  const title = t('pages.resumes');
  const headingId = useId();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ResumesQuery,
    context: resumesContext,
  });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [, duplicateResume] = useMutation(DuplicateResumeMutation);
  const [, updateResume] = useMutation(UpdateResumeMutation);
  const rename = useCallback(
    async (id: string, name: string) => !(await updateResume({ id, input: { name } })).error,
    [updateResume],
  );
  const deletion = useDeleteWithUndo({
    deleteDocument: DeleteResumeMutation,
    restoreDocument: RestoreResumeMutation,
    typename: 'Resume',
    messages: 'documents.list',
  });
  const { notify, dismiss, snackbar } = useNotice();
  const [renaming, setRenaming] = useState<ResumeListItem | null>(null);
  const now = useNow();

  const newRef = useRef<HTMLAnchorElement>(null);
  const openRefs = useRef(new Map<string, HTMLAnchorElement>());
  const focusAfterDelete = useRef<string | 'new' | null>(null);
  const listed = useMemo(
    () =>
      data?.resumes.map((resume) => ({
        ...resume,
        job: [resume.targetJob.title, resume.targetJob.company].filter(Boolean).join(' · '),
      })),
    [data?.resumes],
  );
  const resumes = useSessionOrder(listed);
  const visible = resumes?.filter((resume) => !deletion.hidden.has(resume.id));

  // A deleted resume's card is gone: focus moves to its neighbour's Open, or to New resume.
  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === null) return;
    focusAfterDelete.current = null;
    (target === 'new' ? newRef.current : openRefs.current.get(target))?.focus();
  }, [deletion.hidden]);

  const onAction = (action: DocumentAction, resume: ResumeListItem) => {
    if (action === 'rename') {
      setRenaming(resume);
    } else if (action === 'duplicate') {
      void duplicate(resume);
    } else {
      const index = visible?.findIndex((item) => item.id === resume.id) ?? -1;
      const neighbour = visible?.[index + 1] ?? visible?.[index - 1];
      focusAfterDelete.current = neighbour?.id ?? 'new';
      dismiss();
      void deletion.requestDelete({ id: resume.id, title: resume.name });
    }
  };

  const duplicate = async (resume: ResumeListItem) => {
    const name = copyName(t, resume.name);
    const { error } = await duplicateResume({ id: resume.id, name }, resumesContext);
    notify(
      error
        ? t('documents.list.duplicateFailed', { name: resume.name })
        : t('documents.list.duplicated', { name }),
    );
  };

  let content: ReactNode;
  if (!visible && error) {
    content = <RetryAlert message={t('resumes.list.loadFailed')} onRetry={retry} />;
  } else if (!visible) {
    content = fetching ? <CircularProgress aria-label={t('common.loading')} /> : null;
  } else if (visible.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('resumes.list.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('resumes.list.emptyBody')}
        </Typography>
        <Button component={RouterLink} to={paths.workEvents()} variant="outlined">
          {t('resumes.list.addExperience')}
        </Button>
      </Paper>
    );
  } else {
    content = (
      <Stack component="ul" aria-labelledby={headingId} spacing={2} sx={{ p: 0, m: 0 }}>
        {visible.map((resume) => (
          <Box component="li" key={resume.id} sx={{ listStyle: 'none' }}>
            <DocumentCard
              kind="resume"
              item={resume}
              openPath={paths.editResume(resume.id)}
              otherFormats={otherFormats}
              sharePanel={
                <ResumeSharePanel resumeId={resume.id} share={resume.share} notify={notify} />
              }
              now={now}
              notify={notify}
              onAction={onAction}
              openRef={(element: HTMLAnchorElement | null) => {
                if (element) openRefs.current.set(resume.id, element);
                else openRefs.current.delete(resume.id);
              }}
            />
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <PageContainer>
      <ListPageHeader headingId={headingId} title={title} intro={t('resumes.list.intro')}>
        <ImportResumeButton />
        <Button
          ref={newRef}
          component={RouterLink}
          to={paths.newResume()}
          variant="contained"
          startIcon={<Add />}
        >
          {t('resumes.list.new')}
        </Button>
      </ListPageHeader>
      {content}
      <RenameDialog
        title={t('resumes.list.renameTitle')}
        resume={renaming}
        rename={rename}
        onClose={() => setRenaming(null)}
        onRenamed={(name) => {
          setRenaming(null);
          notify(t('documents.list.renamed', { name }));
        }}
      />
      {deletion.snackbar}
      {snackbar}
    </PageContainer>
  );
}

/**
 * "{name} (copy)" in the UI language, within the name limit: a long name is shortened (with an
 * ellipsis) so the copy's suffix still shows.
 */
function copyName(t: TFunction, name: string): string {
  const full = t('documents.list.copyName', { name });
  if (full.length <= resumeLimits.name) return full;
  const room = resumeLimits.name - (full.length - name.length) - 1;
  return t('documents.list.copyName', { name: `${name.slice(0, room).trimEnd()}…` });
}

/** The time "Edited … ago" counts from, moved on every minute. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The server lists the last changed first, and sharing or renaming counts as a change. While the
 * page is open, a card keeps its place when it changes (it would otherwise jump to the top under
 * the user's hands, and lose the keyboard's focus); a new resume (created, duplicated) comes
 * first, and a resume brought back by Undo returns to where it was.
 */
function useSessionOrder<Item extends { id: string }>(items: Item[] | undefined) {
  const [seen, setSeen] = useState<{ items: Item[] | undefined; order: string[] }>({
    items: undefined,
    order: [],
  });
  let order = seen.order;
  if (items !== seen.items) {
    const known = new Set(order);
    order = [...(items ?? []).map((item) => item.id).filter((id) => !known.has(id)), ...order];
    // Adjusting state while rendering (react.dev "You might not need an effect").
    setSeen({ items, order });
  }
  if (!items) return undefined;
  const byId = new Map(items.map((item) => [item.id, item]));
  return order.flatMap((id) => byId.get(id) ?? []);
}
