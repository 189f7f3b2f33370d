import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isDue, localDay } from '../../../domain/job-application';
import { ListPageHeader } from '../../components/list-page-header';
import { PageContainer } from '../../components/page-container';
import { RetryAlert } from '../../components/retry-alert';
import { useNotice } from '../../components/documents/use-notice';
import { AddApplicationButton } from './add/add-application-button';
import { JobBoard } from './board/job-board';
import { JobTable } from './table/job-table';
import { CalendarButton } from './calendar/calendar-button';
import { CsvButtons } from './csv/csv-buttons';
import { ApplicationDrawer } from './detail/application-drawer';
import { DueList } from './due/due-list';
import { TrackerStatistics } from './stats/tracker-statistics';
import type { TrackerViewProps } from './tracker-view-props';
import { useJobApplications } from './use-job-applications';

/** The tracker's views, as `?view=` names them; the board when none is named. */
export const trackerViews = ['board', 'table', 'due', 'stats'] as const;
export type TrackerView = (typeof trackerViews)[number];

const viewComponents: Record<TrackerView, (props: TrackerViewProps) => ReactNode> = {
  board: JobBoard,
  table: JobTable,
  due: DueList,
  stats: TrackerStatistics,
};

/**
 * /app/jobs/track: the user's applications as a board, a table, what is due and statistics
 * (`?view=`), with an application's detail in a drawer (`?application={id}`), adding by URL or by
 * hand, CSV export and import, and the calendar feed (docs/product/routes.md, decision 087).
 */
export function JobTrackerPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const tabsId = useId();
  const [params, setParams] = useSearchParams();
  const { applications, fetching, error, retry, ...actions } = useJobApplications();
  const { notify, snackbar } = useNotice();

  const viewParam = params.get('view');
  const view: TrackerView = trackerViews.find((name) => name === viewParam) ?? 'board';
  const openId = params.get('application');
  const change = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { preventScrollReset: true },
    );
  const onOpen = (id: string) => change('application', id);

  const today = localDay();
  const dueCount = applications?.filter((application) => isDue(application, today)).length ?? 0;

  let content: ReactNode;
  if (!applications && error) {
    content = <RetryAlert message={t('tracker.page.loadFailed')} onRetry={retry} />;
  } else if (!applications) {
    content = fetching ? <CircularProgress aria-label={t('common.loading')} /> : null;
  } else {
    const View = viewComponents[view];
    content = (
      <View applications={applications} actions={actions} onOpen={onOpen} notify={notify} />
    );
  }

  return (
    <PageContainer maxWidth="lg">
      <ListPageHeader
        headingId={headingId}
        title={t('pages.jobTracker')}
        intro={t('tracker.page.intro')}
      >
        <CalendarButton notify={notify} />
        {applications && (
          <CsvButtons
            applications={applications}
            actions={actions}
            onOpen={onOpen}
            notify={notify}
          />
        )}
        <AddApplicationButton actions={actions} onAdded={onOpen} notify={notify} />
      </ListPageHeader>
      <Tabs
        value={view}
        onChange={(_event, value: TrackerView) => change('view', value === 'board' ? null : value)}
        aria-label={t('tracker.page.views')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {trackerViews.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`${tabsId}-${name}`}
            aria-controls={`${tabsId}-panel`}
            label={
              name === 'due' && dueCount > 0 ? (
                <Badge badgeContent={dueCount} color="error" sx={{ pr: 1.5 }}>
                  {t(`tracker.page.view.${name}`)}
                </Badge>
              ) : (
                t(`tracker.page.view.${name}`)
              )
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${view}`}>
        {content}
      </Box>
      <ApplicationDrawer
        application={applications?.find((application) => application.id === openId) ?? null}
        actions={actions}
        onClose={() => change('application', null)}
        notify={notify}
      />
      {snackbar}
    </PageContainer>
  );
}
