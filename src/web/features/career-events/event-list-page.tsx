import { arrayMove } from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CombinedError } from 'urql';
import { ListPageHeader } from '../../components/list-page-header';
import { PageContainer } from '../../components/page-container';
import { RetryAlert } from '../../components/retry-alert';
import { useDocumentTitle } from '../../components/use-document-title';
import { visuallyHidden } from '../../components/visually-hidden';
import type { DeletableEvent, DeleteWithUndo } from '../../components/use-delete-with-undo';

/** One event as a list shows it: its name, its key facts, where editing it happens. */
export interface EventListItem extends DeletableEvent {
  details: string;
  editPath: string;
}

export type EventListKind = 'work' | 'edu' | 'skills' | 'coverLetter';

/** A list whose order is the user's own (skills): saves the events' new order, as ids. */
export type ReorderEvents = (ids: string[]) => void;

/**
 * A library page (work, education, skills, paragraphs): heading, what the page is for, the Add
 * action (and any other, such as import), then the events in the server's order, each opening its
 * form, each deletable with undo. A new user sees what to do first instead of an empty list.
 */
export function EventListPage({
  kind,
  title,
  addPath,
  actions,
  items,
  fetching,
  error,
  retry,
  deletion,
  reorder,
}: {
  kind: EventListKind;
  title: string;
  addPath: string;
  actions?: ReactNode;
  items: EventListItem[] | undefined;
  fetching: boolean;
  error: CombinedError | undefined;
  retry: () => void;
  deletion: DeleteWithUndo;
  reorder?: ReorderEvents;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const headingId = useId();
  const addRef = useRef<HTMLAnchorElement>(null);
  const linkRefs = useRef(new Map<string, HTMLElement>());
  const focusAfterDelete = useRef<string | 'add' | null>(null);
  const visible = items?.filter((item) => !deletion.hidden.has(item.id));
  const [announcement, setAnnouncement] = useState('');

  const moveItem = (item: EventListItem, from: number, to: number) => {
    if (!reorder || !visible) return;
    reorder(
      arrayMove(
        visible.map((event) => event.id),
        from,
        to,
      ),
    );
    setAnnouncement(
      t('events.items.moved', { item: item.title, position: to + 1, total: visible.length }),
    );
  };

  // A deleted event's button is gone: focus moves to its neighbour, or to Add.
  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === null) return;
    focusAfterDelete.current = null;
    (target === 'add' ? addRef.current : linkRefs.current.get(target))?.focus();
  }, [deletion.hidden]);

  const remove = (item: EventListItem, index: number) => {
    const neighbour = visible?.[index + 1] ?? visible?.[index - 1];
    focusAfterDelete.current = neighbour?.id ?? 'add';
    void deletion.requestDelete(item);
  };

  let content: ReactNode;
  if (!visible && error) {
    content = <RetryAlert message={t('events.load.listFailed')} onRetry={retry} />;
  } else if (!visible) {
    content = fetching ? <CircularProgress aria-label={t('common.loading')} /> : null;
  } else if (visible.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t(`events.${kind}.emptyTitle`)}
        </Typography>
        <Typography color="text.secondary">{t(`events.${kind}.emptyBody`)}</Typography>
      </Paper>
    );
  } else {
    content = (
      <Paper variant="outlined">
        <List aria-labelledby={headingId} disablePadding>
          {visible.map((item, index) => (
            <ListItem
              key={item.id}
              disablePadding
              divider={index < visible.length - 1}
              secondaryAction={
                <Stack direction="row">
                  {reorder && (
                    <>
                      <IconButton
                        aria-label={t('events.items.moveUp', { item: item.title })}
                        disabled={index === 0}
                        onClick={() => moveItem(item, index, index - 1)}
                      >
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t('events.items.moveDown', { item: item.title })}
                        disabled={index === visible.length - 1}
                        onClick={() => moveItem(item, index, index + 1)}
                      >
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                    </>
                  )}
                  <IconButton
                    edge="end"
                    aria-label={t('events.list.delete', { name: item.title })}
                    onClick={() => remove(item, index)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemButton
                component={RouterLink}
                to={item.editPath}
                ref={(element: HTMLElement | null) => {
                  if (element) linkRefs.current.set(item.id, element);
                  else linkRefs.current.delete(item.id);
                }}
                aria-labelledby={`${headingId}-${item.id}-title`}
                aria-describedby={item.details ? `${headingId}-${item.id}-details` : undefined}
                sx={{ py: 1.5, pr: reorder ? 17 : undefined }}
              >
                <ListItemText
                  primary={item.title}
                  secondary={item.details || undefined}
                  slotProps={{
                    primary: { id: `${headingId}-${item.id}-title`, sx: { fontWeight: 600 } },
                    secondary: { id: `${headingId}-${item.id}-details` },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  }

  return (
    <PageContainer>
      <ListPageHeader headingId={headingId} title={title} intro={t(`events.${kind}.intro`)}>
        {actions}
        <Button
          ref={addRef}
          component={RouterLink}
          to={addPath}
          variant="contained"
          startIcon={<Add />}
        >
          {t(`events.${kind}.add`)}
        </Button>
      </ListPageHeader>
      {content}
      {reorder && (
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
      )}
      {deletion.snackbar}
    </PageContainer>
  );
}
