import { coverLetterEventInputSchema, paragraphKinds } from '../../../domain/career-event';
import type { CoverLetterEventRow } from '../../db/schema';
import { builder } from '../../graphql/builder';
import { registerEventKind } from './event.graphql';
import { coverLetterEventStore } from './cover-letter-event.service';

const ParagraphKind = builder.enumType('ParagraphKind', { values: paragraphKinds });

const CoverLetterEvent = builder.objectRef<CoverLetterEventRow>('CoverLetterEvent').implement({
  description:
    'A reusable cover-letter paragraph; {company}, {position} and {hiringManager} are filled in per letter',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    kind: t.expose('kind', { type: ParagraphKind }),
    text: t.exposeString('text'),
    tags: t.exposeStringList('tags'),
  }),
});

const CoverLetterEventInput = builder.inputType('CoverLetterEventInput', {
  fields: (t) => ({
    title: t.string(),
    kind: t.field({ type: ParagraphKind }),
    text: t.string(),
    tags: t.stringList({ required: false }),
  }),
});

registerEventKind({
  name: 'CoverLetterEvent',
  type: CoverLetterEvent,
  input: CoverLetterEventInput,
  schema: coverLetterEventInputSchema,
  store: coverLetterEventStore,
});
