/**
 * A user's record (event, resume …) that is missing, foreign or deleted, or an item that is not the
 * record's own: all look alike to the caller (`NO_DATA_FOUND`).
 */
export class RecordNotFoundError extends Error {
  constructor() {
    super('No data found');
    this.name = 'RecordNotFoundError';
  }
}

/** Input the schema accepts but the user's records refuse; `field` names the input field, if one. */
export class RecordInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(field ? `${field} ${message}` : message);
    this.name = 'RecordInputError';
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a record's id (a UUID). */
export const isRecordId = (id: string): boolean => uuidPattern.test(id);

/** An id that is not even a UUID names no record; it never reaches SQL (where it would fail a cast). */
export function assertRecordId(id: string): void {
  if (!isRecordId(id)) throw new RecordNotFoundError();
}
