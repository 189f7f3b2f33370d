import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  csvFields,
  planImport,
  recogniseHeaders,
  restoreCell,
  type CsvField,
  type CsvProblem,
  type PlannedRow,
} from '../../../../domain/job-applications-csv';
import { shortened } from '../../../../domain/user-text';
import { NativeSelectField } from '../../../components/native-select-field';
import type { TrackerViewProps } from '../tracker-view-props';
import { FileChooser } from '../../../components/file-chooser';
import { readCsvFile, type CsvFile, type CsvReadError } from './read-csv-file';

/** Rows of the file shown before importing. */
const previewRows = 5;

const knownReasons = new Set([
  'required',
  'tooLong',
  'invalidLink',
  'invalidEmail',
  'invalidDate',
  'invalidExcitement',
  'invalidNumber',
  'unknownStage',
  'unknownArchiveReason',
  'unknownWorkplace',
  'unknownPeriod',
  'invalidContacts',
  'invalidHistory',
  'forbiddenCharacter',
  'failed',
]);

/** A row's problems in words: "Company is required. Deadline is not a date …". */
function problemsText(t: TFunction, problems: readonly CsvProblem[]) {
  return problems
    .map(({ field, reason }) =>
      t(
        `tracker.csv.problem.${knownReasons.has(reason) ? reason : 'invalid'}` as 'tracker.csv.problem.invalid',
        {
          field: t(`tracker.csv.field.${field}`),
        },
      ),
    )
    .join(' ');
}

/** "3 imported, 1 duplicate, 2 not imported" (counts of zero left out but the first). */
function countsText(
  t: TFunction,
  first: 'ready' | 'imported',
  counts: { done: number; duplicates: number; invalid: number },
) {
  return [
    t(`tracker.csv.${first}`, { count: counts.done }),
    counts.duplicates > 0 && t('tracker.csv.duplicates', { count: counts.duplicates }),
    counts.invalid > 0 && t('tracker.csv.notImported', { count: counts.invalid }),
  ]
    .filter(Boolean)
    .join(', ');
}

type Refused = { row: number; problems: CsvProblem[] };

type Stage =
  | { step: 'choose' }
  | { step: 'importing'; done: number; total: number }
  | { step: 'finished'; imported: number; duplicates: number; refused: Refused[] };

/**
 * Imports applications from a CSV file: the file is read in the browser, its first rows shown
 * with what each column holds (recognised from the headers of our export, Huntr's, Teal's or a
 * plain spreadsheet, and changeable), then the rows that pass the domain's rules and are not
 * already there are created one after the other, archived when the file says so.
 */
export function CsvImportDialog({
  open,
  onClose,
  onExited,
  applications,
  actions,
  notify,
}: Pick<TrackerViewProps, 'applications' | 'actions' | 'notify'> & {
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [file, setFile] = useState<CsvFile | null>(null);
  const [fileError, setFileError] = useState<CsvReadError | null>(null);
  const [mapping, setMapping] = useState<Array<CsvField | null>>([]);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });

  // Planned while choosing only: during the import the list refreshes after every row, and a
  // large file need not be checked again each time.
  const choosing = stage.step === 'choose';
  const plan = useMemo(
    () => (file && choosing ? planImport(file.rows, mapping, applications) : []),
    [file, mapping, applications, choosing],
  );
  const toImport = plan.filter((row) => row.kind === 'import');
  const duplicates = plan.filter((row) => row.kind === 'duplicate').length;
  const invalid = plan.filter(
    (row): row is Extract<PlannedRow, { kind: 'invalid' }> => row.kind === 'invalid',
  );
  const hasCompany = mapping.includes('company');

  const chooseFile = async (chosen: File) => {
    const read = await readCsvFile(chosen);
    if (typeof read === 'string') {
      setFile(null);
      setFileError(read);
      return;
    }
    setFileError(null);
    setFile(read);
    setMapping(recogniseHeaders(read.headers));
  };

  const choose = (column: number, value: string) =>
    setMapping((current) =>
      current.map((field, index) => {
        if (index === column) return value === '' ? null : (value as CsvField);
        return field === value ? null : field;
      }),
    );

  const runImport = async () => {
    // The plan as it stands: the list refreshes as rows arrive, and they must not turn into
    // duplicates of themselves.
    const rows = toImport;
    const refused: Refused[] = invalid.map(({ row, problems }) => ({ row, problems }));
    let imported = 0;
    setStage({ step: 'importing', done: 0, total: rows.length });
    for (const [index, row] of rows.entries()) {
      const created = await actions.create(row.input);
      if (created) {
        imported += 1;
        if (row.archivedReason) await actions.archive(created.id, row.archivedReason);
      } else {
        refused.push({ row: row.row, problems: [{ field: 'company', reason: 'failed' }] });
      }
      setStage({ step: 'importing', done: index + 1, total: rows.length });
    }
    refused.sort((a, b) => a.row - b.row);
    setStage({ step: 'finished', imported, duplicates, refused });
    notify(countsText(t, 'imported', { done: imported, duplicates, invalid: refused.length }));
  };

  const busy = stage.step === 'importing';
  const refusedRows: Refused[] = stage.step === 'finished' ? stage.refused : invalid;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{t('tracker.csv.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('tracker.csv.intro')}</Typography>
          {stage.step === 'choose' && (
            <FileChooser
              label={t('tracker.csv.chooseFile')}
              accept=".csv,text/csv"
              chosen={file ? t('tracker.csv.selectedFile', { name: file.name }) : null}
              disabled={busy}
              onFile={chooseFile}
            />
          )}
          {fileError && (
            <Alert severity="error" role="alert">
              {t(`tracker.csv.${fileError}`)}
            </Alert>
          )}
          {file && stage.step === 'choose' && (
            <>
              <Typography component="h3" variant="subtitle1">
                {t('tracker.csv.previewTitle')}
              </Typography>
              <Box
                sx={{ overflowX: 'auto' }}
                tabIndex={0}
                aria-label={t('tracker.csv.previewTitle')}
                role="region"
              >
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('tracker.csv.rowNumber')}</TableCell>
                      {file.headers.map((header, index) => (
                        <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
                          {header}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {file.rows.slice(0, previewRows).map((cells, row) => (
                      <TableRow key={row}>
                        <TableCell>{row + 2}</TableCell>
                        {cells.map((cell, index) => (
                          <TableCell
                            key={index}
                            // One line per row: long notes end in "…", the whole file is imported.
                            sx={{
                              maxWidth: 240,
                              whiteSpace: 'nowrap',
                              overflow: 'hidden',
                              textOverflow: 'ellipsis',
                            }}
                          >
                            {shortened(restoreCell(cell), 120)}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              <Typography component="h3" variant="subtitle1">
                {t('tracker.csv.mappingTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('tracker.csv.mappingHelp')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                  pt: 1,
                }}
              >
                {file.headers.map((header, index) => (
                  <NativeSelectField
                    key={index}
                    label={
                      header.trim()
                        ? t('tracker.csv.columnLabel', { header })
                        : t('tracker.csv.unnamedColumn', { number: index + 1 })
                    }
                    value={mapping[index] ?? ''}
                    onChange={(value) => choose(index, value)}
                    options={[
                      { value: '', label: t('tracker.csv.ignore') },
                      ...csvFields.map((field) => ({
                        value: field,
                        label: t(`tracker.csv.field.${field}`),
                      })),
                    ]}
                  />
                ))}
              </Box>
              {!hasCompany && <Alert severity="warning">{t('tracker.csv.needCompany')}</Alert>}
            </>
          )}
          {stage.step === 'importing' && (
            <LinearProgress
              variant="determinate"
              value={stage.total === 0 ? 100 : (100 * stage.done) / stage.total}
              aria-label={t('tracker.csv.progress', { done: stage.done, total: stage.total })}
            />
          )}
          {/* Always present, so that screen readers announce each change. */}
          <Typography
            role="status"
            sx={{ fontWeight: stage.step === 'finished' ? 600 : undefined }}
          >
            {stage.step === 'importing'
              ? t('tracker.csv.progress', { done: stage.done, total: stage.total })
              : stage.step === 'finished'
                ? countsText(t, 'imported', {
                    done: stage.imported,
                    duplicates: stage.duplicates,
                    invalid: stage.refused.length,
                  })
                : file && hasCompany
                  ? countsText(t, 'ready', {
                      done: toImport.length,
                      duplicates,
                      invalid: invalid.length,
                    })
                  : ''}
          </Typography>
          {file && hasCompany && refusedRows.length > 0 && stage.step !== 'importing' && (
            <Box>
              <Typography component="h3" variant="subtitle1">
                {t('tracker.csv.problemsTitle')}
              </Typography>
              <List dense aria-label={t('tracker.csv.problemsTitle')}>
                {refusedRows.map(({ row, problems }) => (
                  <ListItem key={row} disableGutters>
                    {t('tracker.csv.problemRow', { row, reasons: problemsText(t, problems) })}
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {stage.step === 'finished' ? (
          <Button onClick={onClose} variant="contained">
            {t('tracker.csv.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('tracker.csv.cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={busy || !file || !hasCompany || toImport.length === 0}
              onClick={() => void runImport()}
            >
              {t('tracker.csv.confirm', { count: toImport.length })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
