import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { esES, frFR } from '@mui/x-data-grid/locales';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDue, jobStages, localDay } from '../../../../domain/job-application';
import { NativeSelectField } from '../../../components/native-select-field';
import type { JobApplication } from '../job-operations';
import type { TrackerViewProps } from '../tracker-view-props';
import { BulkActions } from './bulk-actions';
import { useColumnChoice } from './column-choice';
import { tableColumns } from './table-columns';

/** The grid's own words (menus, panels, pagination) in the UI's language; English is built in. */
const gridWords: Record<string, typeof esES> = { es: esES, fr: frFR };

/** Compared without case or accents. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matches(application: JobApplication, query: string) {
  const wanted = folded(query.trim());
  if (!wanted) return true;
  return [
    application.company,
    application.position,
    application.location,
    application.source,
    application.notes,
  ].some((text) => folded(text).includes(wanted));
}

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The grid's toolbar: the columns panel's button, labelled. */
function TableToolbar() {
  const { t } = useTranslation();
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={
          <Button size="small" startIcon={<ViewColumnIcon />}>
            {t('tracker.table.columns')}
          </Button>
        }
      />
    </Toolbar>
  );
}

/**
 * The applications as a table (MUI X Data Grid): sortable columns the user chooses, filters by
 * stage, text, follow-up due and archived (hidden unless asked), and bulk moves and archiving of
 * the selected rows. A row opens the application's detail on click or Enter.
 */
export function JobTable({ applications, actions, onOpen, notify }: TrackerViewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [stage, setStage] = useState('');
  const [dueOnly, setDueOnly] = useState(false);
  const [showArchived, setShowArchived] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [columnChoice, chooseColumns] = useColumnChoice();
  const language = i18n.language;
  const columns = useMemo(() => tableColumns(t, language), [t, language]);

  const today = localDay();
  const rows = applications.filter(
    (application) =>
      (showArchived || !application.archived) &&
      (stage === '' || application.stage === stage) &&
      (!dueOnly || isDue(application, today)) &&
      matches(application, query),
  );
  const selected = rows.filter((row) =>
    selection.type === 'include' ? selection.ids.has(row.id) : !selection.ids.has(row.id),
  );
  const localeText =
    gridWords[language.slice(0, 2)]?.components.MuiDataGrid.defaultProps.localeText;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('tracker.table.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <TextField
          type="search"
          size="small"
          label={t('tracker.table.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <NativeSelectField
          label={t('tracker.table.stageFilter')}
          value={stage}
          onChange={setStage}
          options={[
            { value: '', label: t('tracker.table.allStages') },
            ...jobStages.map((value) => ({ value, label: t(`tracker.stage.${value}`) })),
          ]}
          sx={{ minWidth: 160 }}
        />
        <FormControlLabel
          control={<Switch checked={dueOnly} onChange={(_event, on) => setDueOnly(on)} />}
          label={t('tracker.table.dueOnly')}
        />
        <FormControlLabel
          control={<Switch checked={showArchived} onChange={(_event, on) => setShowArchived(on)} />}
          label={t('tracker.table.showArchived')}
        />
      </Stack>
      {selected.length > 0 && (
        <BulkActions
          selected={selected}
          applications={applications}
          actions={actions}
          notify={notify}
          onDone={() => setSelection(noSelection)}
        />
      )}
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('tracker.table.hint')}
      </Typography>
      {/* Its own width at most: on a phone the grid scrolls sideways inside. */}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid
          aria-labelledby={headingId}
          aria-describedby={hintId}
          rows={rows}
          columns={columns}
          localeText={localeText}
          autoHeight
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          columnVisibilityModel={columnChoice}
          onColumnVisibilityModelChange={chooseColumns}
          pageSizeOptions={[25, 50, 100]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          showToolbar
          slots={{ toolbar: TableToolbar }}
          onCellClick={({ field, id }) => {
            if (field !== '__check__') onOpen(String(id));
          }}
          onCellKeyDown={({ field, id }, event) => {
            if (event.key === 'Enter' && field !== '__check__') {
              event.defaultMuiPrevented = true;
              onOpen(String(id));
            }
          }}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
    </Stack>
  );
}
