import { importEventsInputSchema } from '../../../domain/career-event';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/input';
import { EduEventInput } from './edu-event.graphql';
import { forUser } from '../for-user';
import { EventMutations } from './event.graphql';
import { importEvents } from './import-events.service';
import { SkillEventInput } from './skill-event.graphql';
import { WorkEventInput } from './work-event.graphql';

export const ImportEventsInput = builder.inputType('ImportEventsInput', {
  description: 'Events from a JSON Resume; every event carries its import key in `uuid`',
  fields: (t) => ({
    work: t.field({ type: [WorkEventInput] }),
    edu: t.field({ type: [EduEventInput] }),
    skills: t.field({ type: [SkillEventInput] }),
  }),
});

const ImportEventsResult = builder
  .objectRef<Awaited<ReturnType<typeof importEvents>>>('ImportEventsResult')
  .implement({
    description: 'Events added per kind; skipped: events whose uuid the library already had',
    fields: (t) => ({
      work: t.exposeInt('work'),
      edu: t.exposeInt('edu'),
      skills: t.exposeInt('skills'),
      skipped: t.exposeInt('skipped'),
    }),
  });

builder.objectField(EventMutations, 'importEvents', (t) =>
  t.field({
    type: ImportEventsResult,
    args: { input: t.arg({ type: ImportEventsInput, required: true }) },
    description: 'Adds the events whose uuid is new, all or nothing',
    resolve: (_parent, { input }, context) =>
      forUser(context, (db, userId) =>
        importEvents(db, userId, parseInput(importEventsInputSchema, input)),
      ),
  }),
);
