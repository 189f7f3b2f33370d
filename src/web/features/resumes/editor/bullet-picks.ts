import type { ListItem } from '../../../../domain/career-event';
import { bulletRows, picksOf, type BulletPick, type BulletRow } from '../../../../domain/resume';
import { moved } from '../../../components/document-editor/document-draft';

/**
 * Changes to one entry's bullets, from the editor's rows (`bulletRows`) back to picks. A bullet
 * the library gained later stays out of the picks, and so keeps its "New in library" mark, until
 * the user touches it: shows it, rewords it or moves it (or moves another bullet past it).
 */
const picksFrom = (rows: BulletRow[]) => picksOf(rows.filter((row) => !row.isNew));

const touched = (row: BulletRow): BulletRow => ({ ...row, isNew: false });

export function changeBullet(
  picks: BulletPick[],
  items: ListItem[],
  itemId: string,
  change: (row: BulletRow) => BulletRow,
): BulletPick[] {
  return picksFrom(
    bulletRows(picks, items).map((row) => (row.itemId === itemId ? touched(change(row)) : row)),
  );
}

export const setBulletVisible = (
  picks: BulletPick[],
  items: ListItem[],
  itemId: string,
  visible: boolean,
) => changeBullet(picks, items, itemId, (row) => ({ ...row, visible }));

/** This resume's wording; the library's own text (or a reset) means no override. */
export const setBulletText = (
  picks: BulletPick[],
  items: ListItem[],
  itemId: string,
  text: string | null,
) =>
  changeBullet(picks, items, itemId, (row) => ({
    ...row,
    override: text === null || text === row.libraryText ? null : text,
  }));

export function moveBullet(
  picks: BulletPick[],
  items: ListItem[],
  from: number,
  to: number,
): BulletPick[] {
  const rows = bulletRows(picks, items);
  if (to < 0 || to >= rows.length) return picks;
  const [low, high] = from < to ? [from, to] : [to, from];
  const next = moved(rows, from, to).map((row, index) =>
    index >= low && index <= high ? touched(row) : row,
  );
  return picksFrom(next);
}
