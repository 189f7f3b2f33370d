import ArchiveIcon from '@mui/icons-material/Archive';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  archiveReasons,
  jobStages,
  localDay,
  type ArchiveReason,
  type JobStage,
} from '../../../../domain/job-application';
import type { TrackerViewProps } from '../tracker-view-props';
import type { JobApplication } from '../job-operations';

/** A button that opens a menu of choices. */
function MenuButton<Value extends string>({
  label,
  icon,
  choices,
  disabled,
  onChoose,
}: {
  label: string;
  icon: ReactNode;
  choices: ReadonlyArray<{ value: Value; label: string }>;
  disabled: boolean;
  onChoose: (value: Value) => void;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        size="small"
        startIcon={icon}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            onClick={() => {
              setAnchor(null);
              onChoose(choice.value);
            }}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * What the table does to the selected applications: move them to the end of a stage's column,
 * archive them with a reason, or bring archived ones back. Changes run one after the other (the
 * server numbers the column in that order); the snackbar says how it went.
 */
export function BulkActions({
  selected,
  applications,
  actions,
  notify,
  onDone,
}: {
  selected: JobApplication[];
  applications: JobApplication[];
  actions: TrackerViewProps['actions'];
  notify: TrackerViewProps['notify'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const run = async (
    targets: JobApplication[],
    change: (application: JobApplication, index: number) => Promise<unknown>,
    done: (count: number) => string,
  ) => {
    setBusy(true);
    let failed = 0;
    for (const [index, application] of targets.entries()) {
      if ((await change(application, index)) === null) failed += 1;
    }
    setBusy(false);
    onDone();
    notify(failed > 0 ? t('tracker.table.bulk.failed', { count: failed }) : done(targets.length));
  };

  const moveTo = (stage: JobStage) => {
    const targets = selected.filter((application) => application.stage !== stage);
    const inColumn = applications.filter(
      (application) => application.stage === stage && !application.archived,
    ).length;
    void run(
      targets,
      (application, index) =>
        actions.move({ id: application.id, stage, position: inColumn + index, at: localDay() }),
      (count) => t('tracker.table.bulk.moved', { count, stage: t(`tracker.stage.${stage}`) }),
    );
  };
  const archive = (reason: ArchiveReason) =>
    void run(
      selected.filter((application) => !application.archived),
      (application) => actions.archive(application.id, reason),
      (count) => t('tracker.table.bulk.archived', { count }),
    );
  const unarchive = () =>
    void run(
      selected.filter((application) => application.archived),
      (application) => actions.unarchive(application.id),
      (count) => t('tracker.table.bulk.unarchived', { count }),
    );

  const anyArchived = selected.some((application) => application.archived);
  const anyLive = selected.some((application) => !application.archived);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label={t('tracker.table.bulk.label')}
    >
      <Typography variant="body2" sx={{ mr: 1 }}>
        {t('tracker.table.bulk.selected', { count: selected.length })}
      </Typography>
      <MenuButton
        label={t('tracker.table.bulk.move')}
        icon={<DriveFileMoveIcon />}
        disabled={busy}
        choices={jobStages.map((stage) => ({ value: stage, label: t(`tracker.stage.${stage}`) }))}
        onChoose={moveTo}
      />
      {anyLive && (
        <MenuButton
          label={t('tracker.table.bulk.archive')}
          icon={<ArchiveIcon />}
          disabled={busy}
          choices={archiveReasons.map((reason) => ({
            value: reason,
            label: t(`tracker.archiveReason.${reason}`),
          }))}
          onChoose={archive}
        />
      )}
      {anyArchived && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<UnarchiveIcon />}
          disabled={busy}
          onClick={unarchive}
        >
          {t('tracker.table.bulk.unarchive')}
        </Button>
      )}
    </Stack>
  );
}
