import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeExportFormat } from '../../../../domain/resume';
import type { ResumeTemplate } from '../../../../domain/resume-document';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../../components/use-unsaved-changes-guard';
import { ResumeDocumentError, type ResumeDocumentsClient } from '../../../lib/resume-documents';
import { ResumeSharePanel, type ResumeShare } from '../resume-share-panel';
import { useNotice } from '../use-notice';
import { Announcer, useAnnounce } from './announcer';
import { DownloadMenu } from './download-menu';
import { forgetDraft, storeDraft } from './draft-storage';
import { CollapseContext, createCollapseStore } from './collapse-state';
import { EditContext } from './edit-context';
import { EditorSplit } from './editor-split';
import type { ResumeDraft } from './editor-history';
import type { EditorLibrary } from './editor-library';
import { HeaderEditor } from './header-editor';
import { NameField } from './name-field';
import { PreviewPane } from './preview/preview-pane';
import type { PreviewStore } from './preview/preview-store';
import { refusalMessage } from './refusal-message';
import { SaveStatus } from './save-status';
import { SectionsEditor } from './sections-editor';
import { TargetJobEditor } from './target-job-editor';
import { ThemePanel } from './theme-panel';
import { UndoRedoButtons } from './undo-redo-buttons';
import {
  useAutosave,
  useAutosaveState,
  type AutosaveHandle,
  type SaveResult,
} from './use-autosave';
import { useEditorHistory } from './use-editor-history';
import { usePreview, usePreviewStore } from './preview/use-preview';

export interface ResumeEditorProps {
  resumeId: string;
  /** What the server has. */
  saved: ResumeDraft;
  /** Where editing starts: `saved`, or the draft a reload kept. */
  start: ResumeDraft;
  /** The server's `updatedAt` of `saved`. */
  updatedAt: string;
  library: EditorLibrary;
  /** Saves the whole draft; answers the new `updatedAt`. */
  save: (draft: ResumeDraft) => Promise<SaveResult & { updatedAt?: string }>;
  documents: ResumeDocumentsClient;
  /** The resume's public link, as the server last answered it. */
  share: ResumeShare;
}

/** The resume editor with its live preview (wrapped in the editor's live region). */
export function ResumeEditor(props: ResumeEditorProps) {
  return (
    <Announcer>
      <EditorBody {...props} />
    </Announcer>
  );
}

/**
 * The editor's state and what follows each change of the draft: the undo history, the autosave,
 * the tab's copy of the draft, the live preview and the guard on leaving. It runs on every
 * keystroke, but renders only `EditorView`, whose props stay the same while the user types: each
 * field reads its own part of the draft (`useDraft`), so a keystroke re-renders the field typed
 * in, and what shows that part (a section's title, the save status), not the page around it.
 */
function EditorBody({
  resumeId,
  saved,
  start,
  updatedAt,
  library,
  save,
  documents,
  share,
}: ResumeEditorProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const onUndoRedo = useCallback(
    (kind: 'undo' | 'redo') =>
      announce(t(kind === 'undo' ? 'resumes.editor.undone' : 'resumes.editor.redone')),
    [announce, t],
  );
  const preview = usePreviewStore(documents);
  const wantPreview = useCallback((next: ResumeDraft) => preview.want(next.content), [preview]);
  const { draft, edit, undo, redo } = useEditorHistory(start, onUndoRedo, wantPreview);
  usePreview(draft.content, preview);

  // The server version the stored draft builds on, for the tab's storage.
  const base = useRef(updatedAt);

  const saveDraft = useCallback(
    async (value: ResumeDraft): Promise<SaveResult> => {
      const result = await save(value);
      if (result.ok && result.updatedAt) base.current = result.updatedAt;
      return result;
    },
    [save],
  );
  const onSaved = useCallback(
    (_value: ResumeDraft, settled: boolean) => {
      if (settled) forgetDraft(resumeId);
      else storeDraft(resumeId, base.current, edit.history().present);
    },
    [resumeId, edit],
  );
  const autosave = useAutosave({ value: draft, savedValue: saved, save: saveDraft, onSaved });
  const dirty = useAutosaveState(autosave).status !== 'saved';
  useEffect(() => {
    if (dirty) storeDraft(resumeId, base.current, draft);
  }, [dirty, draft, resumeId]);

  // Leaving while a save waits: save now and go; ask only when the save fails.
  const { blocker } = useUnsavedChangesGuard(dirty);
  const [askToLeave, setAskToLeave] = useState(false);
  const { flush } = autosave;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void flush().then((ok) => {
      if (cancelled) return;
      if (ok) blocker.proceed();
      else setAskToLeave(true);
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, flush]);
  const leaveBlocker = useMemo(
    () =>
      ({
        ...blocker,
        state:
          askToLeave && blocker.state === 'blocked' ? ('blocked' as const) : ('unblocked' as const),
        reset: () => {
          setAskToLeave(false);
          blocker.reset?.();
        },
        proceed: () => {
          setAskToLeave(false);
          forgetDraft(resumeId);
          blocker.proceed?.();
        },
      }) as typeof blocker,
    [askToLeave, blocker, resumeId],
  );

  // Reads the draft when asked, so the theme panel does not re-render on every keystroke.
  const fit = useCallback(
    (pages: number) => documents.fit(edit.history().present.content, pages),
    [documents, edit],
  );

  // Page 1 of the draft in another template, for the design panel's pictures.
  const thumbnail = useCallback(
    async (template: ResumeTemplate, signal: AbortSignal) => {
      const { content } = edit.history().present;
      return documents.picture({ ...content, theme: { ...content.theme, template } }, signal);
    },
    [documents, edit],
  );

  return (
    <EditContext.Provider value={edit}>
      <EditorView
        resumeId={resumeId}
        library={library}
        documents={documents}
        share={share}
        preview={preview}
        autosave={autosave}
        fit={fit}
        thumbnail={thumbnail}
        undo={undo}
        redo={redo}
      />
      <LeaveDialog blocker={leaveBlocker} />
    </EditContext.Provider>
  );
}

const LeaveDialog = memo(UnsavedChangesDialog);

/**
 * The editor's page: name, undo and redo, download and share; the save status; the target job;
 * the header, sections and theme beside the preview (or in tabs on a narrow screen).
 */
const EditorView = memo(function EditorView({
  resumeId,
  library,
  documents,
  share,
  preview,
  autosave,
  fit,
  thumbnail,
  undo,
  redo,
}: {
  thumbnail: (template: ResumeTemplate, signal: AbortSignal) => Promise<string>;
  resumeId: string;
  library: EditorLibrary;
  documents: ResumeDocumentsClient;
  share: ResumeShare;
  preview: PreviewStore;
  autosave: AutosaveHandle;
  fit: (pages: number) => Promise<{ scale: number; pageCount: number }>;
  undo: () => void;
  redo: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const tabsId = useId();

  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { flush } = autosave;
  const download = useCallback(
    async (format: ResumeExportFormat) => {
      setDownloading(true);
      setDownloadError(null);
      try {
        if (!(await flush())) {
          setDownloadError(t('resumes.editor.download.unsaved'));
          return;
        }
        const { blob, fileName } = await documents.download(resumeId, format);
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      } catch (error) {
        setDownloadError(
          (error instanceof ResumeDocumentError ? refusalMessage(t, error.refusal) : null) ??
            t('resumes.editor.download.failed'),
        );
      } finally {
        setDownloading(false);
      }
    },
    [documents, flush, resumeId, t],
  );
  const onDownload = useCallback((format: ResumeExportFormat) => void download(format), [download]);

  const [sharing, setSharing] = useState(false);
  const shareTitleId = useId();
  const collapse = useMemo(() => createCollapseStore(resumeId), [resumeId]);
  const { notify, snackbar } = useNotice();

  const editPanel = (
    <CollapseContext.Provider value={collapse}>
      <Stack sx={{ gap: 3 }}>
        <Panel title={t('resumes.editor.header.title')}>
          <HeaderEditor />
        </Panel>
        <Box component="section" aria-label={t('resumes.editor.sections.title')}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('resumes.editor.sections.title')}
          </Typography>
          <SectionsEditor library={library} onUndo={undo} />
        </Box>
        <Panel title={t('resumes.editor.theme.title')}>
          <ThemePanel fit={fit} thumbnail={thumbnail} />
        </Panel>
      </Stack>
    </CollapseContext.Provider>
  );
  const previewPanel = <PreviewPane store={preview} />;

  return (
    <>
      <Box sx={{ px: { xs: 2, md: 3 }, py: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('pages.editResume')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { sm: 'flex-start' }, mb: 2, flexWrap: 'wrap' }}
        >
          <NameField />
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <UndoRedoButtons undo={undo} redo={redo} />
            <DownloadMenu busy={downloading} onDownload={onDownload} />
            <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setSharing(true)}>
              {t('resumes.editor.share.open')}
            </Button>
          </Stack>
        </Stack>
        <SaveStatus autosave={autosave} />
        {downloadError && (
          <Alert
            severity="error"
            role="alert"
            sx={{ my: 1 }}
            onClose={() => setDownloadError(null)}
          >
            {downloadError}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <TargetJobEditor />
        </Box>
        {wide ? (
          <EditorSplit
            form={
              <Box component="section" aria-label={t('resumes.editor.tabs.edit')}>
                {editPanel}
              </Box>
            }
            preview={previewPanel}
          />
        ) : (
          <>
            <Tabs
              value={tab}
              onChange={(_, value: 'edit' | 'preview') => setTab(value)}
              variant="fullWidth"
              sx={{ mt: 1, mb: 2 }}
            >
              <Tab
                value="edit"
                label={t('resumes.editor.tabs.edit')}
                id={`${tabsId}-edit`}
                aria-controls={`${tabsId}-edit-panel`}
              />
              <Tab
                value="preview"
                label={t('resumes.editor.tabs.preview')}
                id={`${tabsId}-preview`}
                aria-controls={`${tabsId}-preview-panel`}
              />
            </Tabs>
            <Box
              role="tabpanel"
              id={`${tabsId}-edit-panel`}
              aria-labelledby={`${tabsId}-edit`}
              hidden={tab !== 'edit'}
            >
              {editPanel}
            </Box>
            <Box
              role="tabpanel"
              id={`${tabsId}-preview-panel`}
              aria-labelledby={`${tabsId}-preview`}
              hidden={tab !== 'preview'}
              sx={{ height: 'calc(100dvh - 96px)', minHeight: 420 }}
            >
              {previewPanel}
            </Box>
          </>
        )}
      </Box>
      <Dialog
        open={sharing}
        onClose={() => setSharing(false)}
        aria-labelledby={shareTitleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={shareTitleId}>{t('resumes.editor.share.title')}</DialogTitle>
        <DialogContent>
          <ResumeSharePanel resumeId={resumeId} share={share} notify={notify} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSharing(false)}>{t('resumes.editor.share.close')}</Button>
        </DialogActions>
      </Dialog>
      {snackbar}
    </>
  );
});

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
