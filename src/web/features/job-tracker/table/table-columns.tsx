import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { jobStages } from '../../../../domain/job-application';
import { dayText, salaryText } from '../../../lib/job-text';
import type { JobApplication } from '../job-operations';

/** An instant's day where the user is. */
function instantText(language: string, instant: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(instant));
}

/** The table's columns, in their order; ids are the application's field names. */
export function tableColumns(t: TFunction, language: string): GridColDef<JobApplication>[] {
  const day = (
    field: 'nextFollowUp' | 'deadline',
    headerName: string,
  ): GridColDef<JobApplication> => ({
    field,
    headerName,
    minWidth: 130,
    valueFormatter: (value: string | null) => dayText(language, value),
  });
  return [
    {
      field: 'company',
      headerName: t('tracker.table.column.company'),
      // Room for an archived row's "Archived: No answer" beside the name.
      minWidth: 280,
      flex: 1,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <span>{row.company}</span>
          {row.archivedReason && (
            <Chip
              size="small"
              variant="outlined"
              label={t('tracker.table.archivedAs', {
                reason: t(`tracker.archiveReason.${row.archivedReason}`),
              })}
            />
          )}
        </Stack>
      ),
    },
    {
      field: 'position',
      headerName: t('tracker.table.column.position'),
      minWidth: 180,
      flex: 1,
    },
    {
      field: 'stage',
      headerName: t('tracker.table.column.stage'),
      minWidth: 130,
      valueFormatter: (value: JobApplication['stage']) => t(`tracker.stage.${value}`),
      sortComparator: (a: JobApplication['stage'], b: JobApplication['stage']) =>
        jobStages.indexOf(a) - jobStages.indexOf(b),
    },
    { field: 'location', headerName: t('tracker.table.column.location'), minWidth: 140 },
    {
      field: 'remote',
      headerName: t('tracker.table.column.remote'),
      minWidth: 120,
      valueFormatter: (value: JobApplication['remote']) =>
        value ? t(`tracker.remote.${value}`) : '',
    },
    {
      field: 'salary',
      headerName: t('tracker.table.column.salary'),
      minWidth: 200,
      type: 'number',
      align: 'left',
      headerAlign: 'left',
      valueGetter: (_value, row) => row.salary?.max ?? row.salary?.min ?? null,
      valueFormatter: (_value, row) => salaryText(t, language, row.salary),
    },
    {
      field: 'excitement',
      headerName: t('tracker.table.column.excitement'),
      minWidth: 110,
      type: 'number',
      align: 'left',
      headerAlign: 'left',
      valueFormatter: (value: number | null) =>
        value === null ? '' : t('tracker.table.excitementValue', { value }),
    },
    day('nextFollowUp', t('tracker.table.column.nextFollowUp')),
    day('deadline', t('tracker.table.column.deadline')),
    { field: 'source', headerName: t('tracker.table.column.source'), minWidth: 140 },
    {
      field: 'createdAt',
      headerName: t('tracker.table.column.createdAt'),
      minWidth: 130,
      valueFormatter: (value: string) => instantText(language, value),
    },
    {
      field: 'updatedAt',
      headerName: t('tracker.table.column.updatedAt'),
      minWidth: 130,
      valueFormatter: (value: string) => instantText(language, value),
    },
  ];
}
