/** A missing, foreign or deleted event, or an item that is not the event's own: all look alike. */
export class EventNotFoundError extends Error {
  constructor() {
    super('No data found');
    this.name = 'EventNotFoundError';
  }
}

/** Input the schema accepts but the library refuses; `field` names the input field, if one. */
export class EventInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(field ? `${field} ${message}` : message);
    this.name = 'EventInputError';
  }
}
