import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSource } from './job-source-operations';
import { useMoment } from './source-text';

const countColumns = ['read', 'added', 'updated', 'expired', 'skipped'] as const;

/** A source's recent runs, newest first, each with why it failed and the records it skipped. */
export function JobSourceRuns({ source, name }: { source: JobSource; name: string }) {
  const { t } = useTranslation();
  const moment = useMoment();
  if (source.runs.length === 0) {
    return <Typography>{t('admin.sources.noRuns', { source: name })}</Typography>;
  }
  const columns = 3 + countColumns.length;
  return (
    <Table size="small">
      <caption>{t('admin.sources.runsCaption', { source: name })}</caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('admin.sources.column.started')}</TableCell>
          <TableCell scope="col">{t('admin.sources.column.finished')}</TableCell>
          <TableCell scope="col">{t('admin.sources.column.status')}</TableCell>
          {countColumns.map((column) => (
            <TableCell key={column} scope="col" align="right">
              {t(`admin.sources.column.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {source.runs.map((run) => (
          <Fragment key={run.id}>
            <TableRow>
              <TableCell component="th" scope="row">
                {moment(run.startedAt)}
              </TableCell>
              <TableCell>{run.finishedAt ? moment(run.finishedAt) : '—'}</TableCell>
              <TableCell>{t(`admin.sources.status.${run.status}`)}</TableCell>
              {countColumns.map((column) => (
                <TableCell key={column} align="right">
                  {run[column]}
                </TableCell>
              ))}
            </TableRow>
            {(run.error !== null || run.skippedRecords.length > 0) && (
              <TableRow>
                <TableCell colSpan={columns}>
                  {run.error !== null && (
                    <Typography variant="body2" color="error">
                      {t('admin.sources.error', { error: run.error })}
                    </Typography>
                  )}
                  {run.skippedRecords.length > 0 && (
                    <>
                      <Typography variant="body2">
                        {t('admin.sources.skippedShown', {
                          count: run.skipped,
                          shown: run.skippedRecords.length,
                        })}
                      </Typography>
                      <ul>
                        {run.skippedRecords.map((record, index) => (
                          <li key={index}>
                            {record.externalId
                              ? t('admin.sources.skippedRecord', {
                                  id: record.externalId,
                                  reason: record.reason,
                                })
                              : record.reason}
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
