import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, type DocumentInput } from 'urql';
import { resumeLimits } from '../../../domain/resume';
import { paths } from '../../../domain/paths';
import type { DocumentKindName } from '../../lib/documents-client';
import { planRefusalIn, planRefusalMessage, usePlan } from '../../lib/plan-operations';
import { PlanNotice } from '../plan/plan-notice';
import { ListPageHeader } from '../list-page-header';
import { PageContainer } from '../page-container';
import { RetryAlert } from '../retry-alert';
import { useDeleteWithUndo } from '../use-delete-with-undo';
import { DocumentCard, type DocumentAction, type ListedDocument } from './document-card';
import { RenameDialog } from './rename-dialog';
import { useNotice, type Notify } from './use-notice';
import { useNow } from './use-now';
import { useSessionOrder } from './use-session-order';

/** The GraphQL operations of a kind of document that its list runs. */
export interface DocumentListOperations<Data> {
  list: DocumentInput<Data, { [key: string]: never }>;
  update: DocumentInput<unknown, { id: string; input: { name: string } }>;
  duplicate: DocumentInput<unknown, { id: string; name: string }>;
  delete: DocumentInput<unknown, { id: string }>;
  restore: DocumentInput<unknown, { id: string }>;
}

/** What a card shows besides the list's own parts: its sharing, and a question before a download. */
export interface CardExtras {
  sharePanel: ReactNode;
  confirmDownload?: () => Promise<boolean>;
}

/**
 * A list page of documents (resumes, cover letters), the last edited first, each with its actions:
 * open, download, rename, duplicate ("{name} (copy)"), delete with undo, share. A deleted card's
 * focus moves to its neighbour's Open, or to the page's New button. Each kind says its operations,
 * how a listed document reads (`toItems`), its empty state and what its cards add.
 */
export function DocumentListPage<Data, Item extends ListedDocument>({
  kind,
  typename,
  operations,
  toItems,
  title,
  intro,
  loadFailed,
  renameTitle,
  newDocument,
  planLimit,
  actions,
  empty,
  openPath,
  otherFormats,
  card,
  children,
}: {
  kind: DocumentKindName;
  /** The GraphQL type: the list is refreshed whenever one is created, changed or deleted. */
  typename: string;
  operations: DocumentListOperations<Data>;
  /** The documents of the list query's answer (a function that stays the same). */
  toItems: (data: Data) => Item[];
  title: string;
  intro: string;
  loadFailed: string;
  renameTitle: string;
  /** The page's main action. */
  newDocument: { to: string; label: string };
  /** The plan's limit on how many (decision 100): the list shows the use and the limit. */
  planLimit: 'resumes' | 'coverLetters';
  /** More actions, before the main one; `atLimit` when the plan allows no more documents. */
  actions?: (plan: { atLimit: boolean; limitMessage: string }) => ReactNode;
  /** What a user without documents is told: a heading, what to do first, and links to do it. */
  empty: { title: string; body: string; actions: ReactNode };
  openPath: (id: string) => string;
  otherFormats: Parameters<typeof DocumentCard>[0]['otherFormats'];
  card: (item: Item, notify: Notify) => CardExtras;
  /** Anything else the page shows (a dialog its cards open). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const context = useMemo(() => ({ additionalTypenames: [typename] }), [typename]);
  const [{ data, fetching, error }, reexecute] = useQuery({ query: operations.list, context });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [, duplicateDocument] = useMutation(operations.duplicate);
  const [, updateDocument] = useMutation(operations.update);
  const rename = useCallback(
    async (id: string, name: string) => !(await updateDocument({ id, input: { name } })).error,
    [updateDocument],
  );
  const deletion = useDeleteWithUndo({
    deleteDocument: operations.delete,
    restoreDocument: operations.restore,
    typename,
    messages: 'documents.list',
  });
  const { notify, dismiss, snackbar } = useNotice();
  const [renaming, setRenaming] = useState<Item | null>(null);
  const now = useNow();

  const newRef = useRef<HTMLAnchorElement>(null);
  const openRefs = useRef(new Map<string, HTMLAnchorElement>());
  const focusAfterDelete = useRef<string | 'new' | null>(null);
  const listed = useMemo(() => (data ? toItems(data) : undefined), [data, toItems]);
  const documents = useSessionOrder(listed);
  const visible = documents?.filter((item) => !deletion.hidden.has(item.id));
  const plan = usePlan();
  const maximum = plan?.limits[planLimit] ?? null;
  const used = visible?.length ?? 0;
  const atLimit = maximum !== null && visible !== undefined && used >= maximum;
  const limitMessage = t(`plans.atLimit.${planLimit}`, { count: maximum ?? 0 });

  // A deleted document's card is gone: focus moves to its neighbour's Open, or to New.
  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === null) return;
    focusAfterDelete.current = null;
    (target === 'new' ? newRef.current : openRefs.current.get(target))?.focus();
  }, [deletion.hidden]);

  const duplicate = async (item: Item) => {
    if (atLimit) {
      notify(limitMessage);
      return;
    }
    const name = copyName(t, item.name);
    const { error } = await duplicateDocument({ id: item.id, name }, context);
    const refused = planRefusalIn(error);
    notify(
      refused
        ? planRefusalMessage(t, refused)
        : error
          ? t('documents.list.duplicateFailed', { name: item.name })
          : t('documents.list.duplicated', { name }),
    );
  };

  const onAction = (action: DocumentAction, item: Item) => {
    if (action === 'rename') {
      setRenaming(item);
    } else if (action === 'duplicate') {
      void duplicate(item);
    } else {
      const index = visible?.findIndex((other) => other.id === item.id) ?? -1;
      const neighbour = visible?.[index + 1] ?? visible?.[index - 1];
      focusAfterDelete.current = neighbour?.id ?? 'new';
      dismiss();
      void deletion.requestDelete({ id: item.id, title: item.name });
    }
  };

  let content: ReactNode;
  if (!visible && error) {
    content = <RetryAlert message={loadFailed} onRetry={retry} />;
  } else if (!visible) {
    content = fetching ? <CircularProgress aria-label={t('common.loading')} /> : null;
  } else if (visible.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {empty.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {empty.body}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {empty.actions}
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <Stack component="ul" aria-labelledby={headingId} spacing={2} sx={{ p: 0, m: 0 }}>
        {visible.map((item) => {
          const { sharePanel, confirmDownload } = card(item, notify);
          return (
            <Box component="li" key={item.id} sx={{ listStyle: 'none' }}>
              <DocumentCard
                kind={kind}
                item={item}
                openPath={openPath(item.id)}
                otherFormats={otherFormats}
                {...(confirmDownload ? { confirmDownload } : {})}
                sharePanel={sharePanel}
                now={now}
                notify={notify}
                onAction={onAction}
                openRef={(element: HTMLAnchorElement | null) => {
                  if (element) openRefs.current.set(item.id, element);
                  else openRefs.current.delete(item.id);
                }}
              />
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <PageContainer>
      <ListPageHeader headingId={headingId} title={title} intro={intro}>
        {actions?.({ atLimit, limitMessage })}
        <Button
          ref={newRef}
          component={RouterLink}
          to={atLimit ? paths.upgrade() : newDocument.to}
          variant="contained"
          startIcon={atLimit ? undefined : <Add />}
        >
          {atLimit ? t('plans.upgradeToCreate') : newDocument.label}
        </Button>
      </ListPageHeader>
      {maximum !== null && visible && (
        <PlanNotice
          severity={atLimit ? 'warning' : 'info'}
          message={atLimit ? limitMessage : t(`plans.usage.${planLimit}`, { used, count: maximum })}
        />
      )}
      {content}
      <RenameDialog
        title={renameTitle}
        resume={renaming}
        rename={rename}
        onClose={() => setRenaming(null)}
        onRenamed={(name) => {
          setRenaming(null);
          notify(t('documents.list.renamed', { name }));
        }}
      />
      {children}
      {deletion.snackbar}
      {snackbar}
    </PageContainer>
  );
}

/**
 * "{name} (copy)" in the UI language, within the name limit (the same for every kind): a long
 * name is shortened (with an ellipsis) so the copy's suffix still shows.
 */
function copyName(t: TFunction, name: string): string {
  const full = t('documents.list.copyName', { name });
  if (full.length <= resumeLimits.name) return full;
  const room = resumeLimits.name - (full.length - name.length) - 1;
  return t('documents.list.copyName', { name: `${name.slice(0, room).trimEnd()}…` });
}
