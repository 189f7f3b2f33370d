import SchemaBuilder from '@pothos/core';
import type { Caller } from '../auth/id-token';
import type { Database } from '../db/database';
import { parseYearMonth, YearMonthError, type YearMonth } from '../../domain/year-month';
import { badUserInput } from './errors';

export interface Context {
  db: Database;
  /** The verified caller, or null when the request carries no valid ID token. */
  caller: Caller | null;
  requestId: string;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: { YearMonth: { Input: YearMonth; Output: YearMonth | Date } };
}>({
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
});

builder.queryType({});
builder.mutationType({});

function yearMonth(value: unknown): YearMonth {
  try {
    return parseYearMonth(value);
  } catch (error) {
    if (error instanceof YearMonthError) throw badUserInput(error.message);
    throw error;
  }
}

builder.scalarType('YearMonth', {
  description: 'A calendar month written YYYY-MM. A string must round-trip to the same text.',
  serialize: yearMonth,
  parseValue: yearMonth,
  parseLiteral: (ast) => yearMonth('value' in ast ? ast.value : ast.kind),
});
