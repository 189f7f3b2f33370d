import { skillEventInputSchema, skillLevels } from '../../../domain/career-event';
import type { SkillEventRow } from '../../db/schema';
import { builder } from '../../graphql/builder';
import { forUser } from '../for-user';
import { EventMutations, importKeyDescription, registerEventKind } from './event.graphql';
import { reorderSkillEvents, skillEventStore } from './skill-event.service';

const SkillLevel = builder.enumType('SkillLevel', { values: skillLevels });

const SkillEvent = builder.objectRef<SkillEventRow>('SkillEvent').implement({
  description: "A skill in the library, in the user's own order",
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid', { nullable: true }),
    name: t.exposeString('name'),
    category: t.exposeString('category'),
    level: t.expose('level', { type: SkillLevel, nullable: true }),
    keywords: t.exposeStringList('keywords'),
    sortOrder: t.exposeInt('sortOrder'),
  }),
});

export const SkillEventInput = builder.inputType('SkillEventInput', {
  fields: (t) => ({
    uuid: t.string({ required: false, description: importKeyDescription }),
    name: t.string(),
    category: t.string({ required: false }),
    level: t.field({ type: SkillLevel, required: false }),
    keywords: t.stringList({ required: false }),
  }),
});

registerEventKind({
  name: 'SkillEvent',
  type: SkillEvent,
  input: SkillEventInput,
  schema: skillEventInputSchema,
  store: skillEventStore,
});

builder.objectField(EventMutations, 'reorderSkillEvents', (t) =>
  t.field({
    type: [SkillEvent],
    args: { ids: t.arg.idList({ required: true }) },
    description: 'The given skills take positions 0…n-1 in that order, the others follow',
    resolve: (_parent, { ids }, context) =>
      forUser(context, (db, userId) => reorderSkillEvents(db, userId, ids.map(String))),
  }),
);
