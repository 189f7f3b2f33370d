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
import { visuallyHidden } from '../../components/visually-hidden';
import type { DeletableEvent, DeleteWithUndo } from '../../components/use-delete-with-undo';
import { groupEvents, moveGroup, moveInGroup, type EventGroup } from './event-groups';

/** One event as a list shows it: its name, its key facts, where editing it happens. */
export interface EventListItem extends DeletableEvent {
  details: string;
  editPath: string;
  /** The heading the event is listed under (a skill's category); '' for none. */
  group?: string;
}

export type EventListKind = 'work' | 'edu' | 'skills' | 'coverLetter';

/** A list whose order is the user's own (skills): saves the events' new order, as ids. */
export type ReorderEvents = (ids: string[]) => void;

/**
 * A library page (work, education, skills, paragraphs): heading, what the page is for, the Add
 * action (and any other, such as import), then the events in the server's order, each opening its
 * form, each deletable with undo. A new user sees what to do first instead of an empty list.
 * Events with a `group` are listed under a heading per group (decision 076): each group is its own
 * list, named by its heading; Move up and Move down move an event inside its group, and the groups
 * themselves move up and down.
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
  const headingId = useId();
  const addRef = useRef<HTMLAnchorElement>(null);
  const linkRefs = useRef(new Map<string, HTMLElement>());
  const focusAfterDelete = useRef<string | 'add' | null>(null);
  const visible = items?.filter((item) => !deletion.hidden.has(item.id));
  const [announcement, setAnnouncement] = useState('');

  const grouped = visible?.some((item) => item.group?.trim());
  let groups: EventGroup<EventListItem>[] | undefined;
  if (visible && grouped) groups = groupEvents(visible, (item) => item.group ?? '');
  else if (visible) groups = visible.length > 0 ? [{ key: '', name: '', items: visible }] : [];
  const ordered = groups?.flatMap((group) => group.items);
  const groupName = (group: EventGroup<EventListItem>) =>
    group.name || t('events.groups.ungrouped');

  const moveItem = (groupIndex: number, item: EventListItem, from: number, to: number) => {
    if (!reorder || !groups) return;
    reorder(moveInGroup(groups, groupIndex, from, to));
    const total = groups[groupIndex]?.items.length ?? 0;
    setAnnouncement(t('events.items.moved', { item: item.title, position: to + 1, total }));
  };

  const moveWholeGroup = (group: EventGroup<EventListItem>, from: number, to: number) => {
    if (!reorder || !groups) return;
    reorder(moveGroup(groups, from, to));
    setAnnouncement(
      t('events.groups.moved', { group: groupName(group), position: to + 1, total: groups.length }),
    );
  };

  // A deleted event's button is gone: focus moves to its neighbour, or to Add.
  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === null) return;
    focusAfterDelete.current = null;
    (target === 'add' ? addRef.current : linkRefs.current.get(target))?.focus();
  }, [deletion.hidden]);

  const remove = (item: EventListItem) => {
    const index = ordered?.indexOf(item) ?? -1;
    const neighbour = ordered?.[index + 1] ?? ordered?.[index - 1];
    focusAfterDelete.current = neighbour?.id ?? 'add';
    void deletion.requestDelete(item);
  };

  const rows = (group: EventGroup<EventListItem>, groupIndex: number, labelId: string) => (
    <Paper variant="outlined">
      <List aria-labelledby={labelId} disablePadding>
        {group.items.map((item, index) => (
          <ListItem
            key={item.id}
            disablePadding
            divider={index < group.items.length - 1}
            secondaryAction={
              <Stack direction="row">
                {reorder && (
                  <>
                    <IconButton
                      aria-label={t('events.items.moveUp', { item: item.title })}
                      disabled={index === 0}
                      onClick={() => moveItem(groupIndex, item, index, index - 1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('events.items.moveDown', { item: item.title })}
                      disabled={index === group.items.length - 1}
                      onClick={() => moveItem(groupIndex, item, index, index + 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </>
                )}
                <IconButton
                  edge="end"
                  aria-label={t('events.list.delete', { name: item.title })}
                  onClick={() => remove(item)}
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

  let content: ReactNode;
  if (!visible && error) {
    content = <RetryAlert message={t('events.load.listFailed')} onRetry={retry} />;
  } else if (!groups) {
    content = fetching ? <CircularProgress aria-label={t('common.loading')} /> : null;
  } else if (groups.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t(`events.${kind}.emptyTitle`)}
        </Typography>
        <Typography color="text.secondary">{t(`events.${kind}.emptyBody`)}</Typography>
      </Paper>
    );
  } else if (!grouped) {
    content = groups[0] && rows(groups[0], 0, headingId);
  } else {
    content = (
      <Stack spacing={3}>
        {groups.map((group, groupIndex) => {
          const groupHeadingId = `${headingId}-group-${groupIndex}`;
          const name = groupName(group);
          return (
            <Box component="section" key={group.key} aria-labelledby={groupHeadingId}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography
                  variant="h2"
                  id={groupHeadingId}
                  sx={{ fontSize: '1.125rem', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {name}
                </Typography>
                {reorder && groups.length > 1 && (
                  <Stack direction="row">
                    <IconButton
                      aria-label={t('events.groups.moveUp', { group: name })}
                      disabled={groupIndex === 0}
                      onClick={() => moveWholeGroup(group, groupIndex, groupIndex - 1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('events.groups.moveDown', { group: name })}
                      disabled={groupIndex === groups.length - 1}
                      onClick={() => moveWholeGroup(group, groupIndex, groupIndex + 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </Stack>
                )}
              </Stack>
              {rows(group, groupIndex, groupHeadingId)}
            </Box>
          );
        })}
      </Stack>
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
