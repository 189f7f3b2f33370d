import EventAvailable from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay } from '../../../../domain/job-application';
import type { TrackerViewProps } from '../tracker-view-props';
import { addDays, dueGroups, dueItems, type DueGroup, type DueItem } from './due-items';

/** A calendar day as the UI language writes it ("Nov 26, 2026"), never shifted by a time zone. */
const dayText = (language: string, day: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** "3 days overdue", "Today", "Tomorrow", "In 3 days". */
function whenText(t: TFunction, language: string, item: DueItem): string {
  if (item.offset < 0) return t('tracker.due.overdueBy', { count: -item.offset });
  if (item.offset === 0) return t('tracker.due.dueToday');
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(
    item.offset,
    'day',
  );
  return relative.charAt(0).toLocaleUpperCase(language) + relative.slice(1);
}

/** "Northwind — Platform engineer", or the company alone. */
const titleOf = (item: DueItem) =>
  item.application.position
    ? `${item.application.company} — ${item.application.position}`
    : item.application.company;

function SnoozeButton({ title, onSnooze }: { title: string; onSnooze: (day: string) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const today = localDay();
  const choose = (day: string) => {
    setAnchor(null);
    onSnooze(day);
  };
  return (
    <>
      <Button
        size="small"
        aria-label={t('tracker.due.snoozeFor', { name: title })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('tracker.due.snooze')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(addDays(today, 1))}>{t('tracker.due.tomorrow')}</MenuItem>
        <MenuItem onClick={() => choose(addDays(today, 7))}>{t('tracker.due.nextWeek')}</MenuItem>
      </Menu>
    </>
  );
}

function DueLine({
  item,
  onOpen,
  onDone,
  onSnooze,
}: {
  item: DueItem;
  onOpen: () => void;
  onDone: () => void;
  onSnooze: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const title = titleOf(item);
  const overdue = item.group === 'overdue';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1.5,
        px: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Link
          component="button"
          type="button"
          onClick={onOpen}
          sx={{ fontWeight: 600, textAlign: 'start', overflowWrap: 'anywhere' }}
        >
          {title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t(`tracker.due.kind.${item.kind}`)} · {dayText(i18n.language, item.day)} ·{' '}
          <Box component="span" sx={overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>
            {whenText(t, i18n.language, item)}
          </Box>
        </Typography>
      </Box>
      {item.kind === 'followUp' && (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            aria-label={t('tracker.due.doneFor', { name: title })}
            onClick={onDone}
          >
            {t('tracker.due.done')}
          </Button>
          <SnoozeButton title={title} onSnooze={onSnooze} />
        </Stack>
      )}
    </Box>
  );
}

/**
 * The tracker's Due view: the follow-ups and deadlines to act on, overdue first, then today's
 * (today is the user's own calendar day), then, quieter, the next week's. A follow-up is marked
 * done (cleared) or snoozed to tomorrow or next week from here.
 */
export function DueList({ applications, actions, onOpen, notify }: TrackerViewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  const today = localDay();
  const items = dueItems(applications, today);
  const byGroup = (group: DueGroup) => items.filter((item) => item.group === group);
  const nothingDue = items.every((item) => item.group === 'upcoming');

  const change = async (item: DueItem, nextFollowUp: string | null) => {
    const name = item.application.company;
    const changed = await actions.update(item.application.id, { nextFollowUp });
    if (!changed) {
      notify(t('tracker.due.changeFailed', { name }));
      return;
    }
    notify(
      nextFollowUp === null
        ? t('tracker.due.doneNotice', { name })
        : t('tracker.due.snoozedNotice', { name, day: dayText(i18n.language, nextFollowUp) }),
    );
    // The line is gone from under the focus: keep it in the view.
    region.current?.focus();
  };

  return (
    <Box ref={region} tabIndex={-1} sx={{ outline: 'none', display: 'grid', gap: 3 }}>
      {nothingDue && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <EventAvailable color="success" fontSize="large" aria-hidden="true" />
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mt: 1 }}>
            {t('tracker.due.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '40rem', mx: 'auto' }}>
            {t('tracker.due.emptyText')}
          </Typography>
        </Paper>
      )}
      {dueGroups.map((group) => {
        const lines = byGroup(group);
        if (lines.length === 0) return null;
        const id = `${headingId}-${group}`;
        return (
          <Box component="section" key={group} aria-labelledby={id}>
            <Typography
              variant="h2"
              id={id}
              sx={{
                fontSize: '1.125rem',
                mb: 1,
                color: group === 'upcoming' ? 'text.secondary' : 'text.primary',
              }}
            >
              {t(`tracker.due.group.${group}`, { number: lines.length })}
            </Typography>
            <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {lines.map((item) => (
                <DueLine
                  key={`${item.application.id}-${item.kind}`}
                  item={item}
                  onOpen={() => onOpen(item.application.id)}
                  onDone={() => void change(item, null)}
                  onSnooze={(day) => void change(item, day)}
                />
              ))}
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
