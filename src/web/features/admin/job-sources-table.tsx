import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSource } from './job-source-operations';
import { JobSourceRuns } from './job-source-runs';
import { useMoment, useSourceName } from './source-text';
import { visuallyHidden } from '../../components/visually-hidden';
import type { SourceActivity } from './use-job-sources';

const countColumns = ['added', 'updated', 'expired', 'skipped'] as const;

function SourceStatus({ source, activity }: { source: JobSource; activity: SourceActivity }) {
  const { t } = useTranslation();
  if (activity !== 'IDLE') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={14} aria-hidden="true" />
        <span>{t(`admin.sources.activity.${activity}`)}</span>
      </Stack>
    );
  }
  const run = source.runs[0];
  return <>{run ? t(`admin.sources.status.${run.status}`) : t('admin.sources.neverRun')}</>;
}

/** The sources, one row each with its last run; a row opens onto the source's recent runs. */
export function JobSourcesTable({
  sources,
  labelledBy,
  activity,
  onRunNow,
}: {
  sources: JobSource[];
  labelledBy: string;
  activity: (source: JobSource) => SourceActivity;
  onRunNow: (source: JobSource) => void;
}) {
  const { t } = useTranslation();
  const sourceName = useSourceName();
  const moment = useMoment();
  const runsId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = 9;

  return (
    <TableContainer>
      <Table aria-labelledby={labelledBy} size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('admin.sources.column.source')}</TableCell>
            <TableCell scope="col">{t('admin.sources.column.status')}</TableCell>
            <TableCell scope="col">{t('admin.sources.column.lastRun')}</TableCell>
            {countColumns.map((column) => (
              <TableCell key={column} scope="col" align="right">
                {t(`admin.sources.column.${column}`)}
              </TableCell>
            ))}
            <TableCell scope="col" align="right">
              {t('admin.sources.column.listed')}
            </TableCell>
            <TableCell scope="col">
              <Box component="span" sx={visuallyHidden}>
                {t('admin.sources.column.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sources.map((source, index) => {
            const name = sourceName(source);
            const run = source.runs[0];
            const expanded = open.has(source.id);
            const panelId = `${runsId}-${index}`;
            return (
              <Fragment key={source.id}>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {name}
                    {!source.configured && (
                      <Chip size="small" label={t('admin.sources.notConfigured')} sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  <TableCell>
                    <SourceStatus source={source} activity={activity(source)} />
                  </TableCell>
                  <TableCell>{run ? moment(run.startedAt) : '—'}</TableCell>
                  {countColumns.map((column) => (
                    <TableCell key={column} align="right">
                      {run ? run[column] : '—'}
                    </TableCell>
                  ))}
                  <TableCell align="right">{source.listed}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      {source.configured && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={activity(source) !== 'IDLE'}
                          aria-label={t('admin.sources.runNowFor', { source: name })}
                          onClick={() => onRunNow(source)}
                        >
                          {t('admin.sources.runNow')}
                        </Button>
                      )}
                      <Button
                        size="small"
                        aria-expanded={expanded}
                        aria-controls={expanded ? panelId : undefined}
                        aria-label={t('admin.sources.runsOf', { source: name })}
                        endIcon={
                          expanded ? (
                            <ExpandLess aria-hidden="true" />
                          ) : (
                            <ExpandMore aria-hidden="true" />
                          )
                        }
                        onClick={() => toggle(source.id)}
                      >
                        {t('admin.sources.runs')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
                {expanded && (
                  <TableRow>
                    <TableCell colSpan={columns} id={panelId}>
                      <JobSourceRuns source={source} name={name} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
