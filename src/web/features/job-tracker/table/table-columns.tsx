import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { jobStages } from '../../../../domain/job-application';
import type { JobApplication } from '../job-operations';

/** A calendar day (`YYYY-MM-DD`) as the language writes it, the same day everywhere. */
export function dayText(language: string, day: string | null): string {
  if (!day) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An instant's day where the user is. */
function instantText(language: string, instant: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(instant));
}

function amountText(language: string, amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    // A currency code Intl does not know: the number and the code as written.
    return `${new Intl.NumberFormat(language).format(amount)} ${currency}`;
  }
}

/** "€80,000 – €100,000 per year", "from $50 per hour", "up to …". */
export function salaryText(t: TFunction, language: string, salary: JobApplication['salary']) {
  if (!salary) return '';
  const { min, max, currency, period } = salary;
  const per = t(`tracker.salaryPeriod.${period}`);
  if (min !== null && max !== null && min !== max) {
    return t('tracker.table.salaryRange', {
      min: amountText(language, min, currency),
      max: amountText(language, max, currency),
      period: per,
    });
  }
  if (min !== null && max !== null) {
    return t('tracker.table.salaryExact', {
      amount: amountText(language, min, currency),
      period: per,
    });
  }
  if (min !== null) {
    return t('tracker.table.salaryFrom', {
      amount: amountText(language, min, currency),
      period: per,
    });
  }
  return t('tracker.table.salaryUpTo', {
    amount: amountText(language, max ?? 0, currency),
    period: per,
  });
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
