import { jobStages, type JobStage } from '../../../../domain/job-application';
import type { JobApplication } from '../job-operations';

/** The board's cards: each stage's application ids, top first. */
export type BoardColumns = Record<JobStage, string[]>;

/** The droppable id of a stage's column (cards use the applications' own ids). */
export const columnId = (stage: JobStage) => `column:${stage}`;

/** The stage a column id names, or undefined for a card's id. */
export const stageOfColumnId = (id: unknown): JobStage | undefined =>
  typeof id === 'string' && id.startsWith('column:')
    ? jobStages.find((stage) => columnId(stage) === id)
    : undefined;

/** The columns of the board: the applications not archived, by stage, in board order. */
export function columnsOf(applications: readonly JobApplication[]): BoardColumns {
  const columns = Object.fromEntries(
    jobStages.map((stage) => [stage, [] as JobApplication[]]),
  ) as Record<JobStage, JobApplication[]>;
  for (const application of applications) {
    if (!application.archived) columns[application.stage].push(application);
  }
  return Object.fromEntries(
    jobStages.map((stage) => [
      stage,
      columns[stage].sort((a, b) => a.order - b.order).map((application) => application.id),
    ]),
  ) as BoardColumns;
}

/** Where a card is: its stage and its place in that column; undefined when it is not on the board. */
export function locate(
  columns: BoardColumns,
  id: string,
): { stage: JobStage; index: number } | undefined {
  for (const stage of jobStages) {
    const index = columns[stage].indexOf(id);
    if (index >= 0) return { stage, index };
  }
  return undefined;
}

/** The board with card `id` taken out and put in `stage` at `index` (past the end is the end). */
export function moveCard(
  columns: BoardColumns,
  id: string,
  stage: JobStage,
  index: number,
): BoardColumns {
  const next = Object.fromEntries(
    jobStages.map((each) => [each, columns[each].filter((other) => other !== id)]),
  ) as BoardColumns;
  const target = next[stage];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, id);
  return next;
}
