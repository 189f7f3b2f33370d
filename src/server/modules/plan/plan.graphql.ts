import type { PlanLimits } from '../../../domain/plan';
import { builder } from '../../graphql/builder';
import { coverLetterStore } from '../cover-letter/cover-letter.service';
import { DocumentTemplateEnum } from '../document/document.graphql';
import { resumeStore } from '../resume/resume.service';
import { Me, Product } from '../user/user.graphql';
import { planOf, type UserPlan } from './plan.service';

const PlanLimitsType = builder.objectRef<PlanLimits>('PlanLimits').implement({
  description: 'What a plan allows; a null number is no limit',
  fields: (t) => ({
    resumes: t.exposeInt('resumes', { nullable: true }),
    coverLetters: t.exposeInt('coverLetters', { nullable: true }),
    templates: t.field({
      type: [DocumentTemplateEnum],
      resolve: (limits) => [...limits.templates],
    }),
    docx: t.exposeBoolean('docx'),
    savvySearch: t.exposeBoolean('savvySearch'),
    shareViewCounts: t.exposeBoolean('shareViewCounts'),
  }),
});

const PlanUsage = builder.objectRef<{ userId: string }>('PlanUsage').implement({
  description:
    'What the plan’s limits count: the documents the user keeps (deleted ones not counted)',
  fields: (t) => ({
    resumes: t.int({ resolve: ({ userId }, _args, { db }) => resumeStore.countOf(db, userId) }),
    coverLetters: t.int({
      resolve: ({ userId }, _args, { db }) => coverLetterStore.countOf(db, userId),
    }),
  }),
});

const Plan = builder.objectRef<UserPlan & { userId: string }>('Plan').implement({
  description: "The user's product now, what it allows and how much of it is used (decision 100)",
  fields: (t) => ({
    product: t.expose('product', { type: Product }),
    premiumUntil: t.string({
      nullable: true,
      description: 'ISO 8601: when Premium ends (periods that follow on included); null on free',
      resolve: (plan) => plan.premiumUntil?.toISOString() ?? null,
    }),
    limits: t.expose('limits', { type: PlanLimitsType }),
    usage: t.field({ type: PlanUsage, resolve: (plan) => plan }),
  }),
});

builder.objectField(Me, 'plan', (t) =>
  t.field({
    type: Plan,
    resolve: async (user, _args, { db, plans }) => ({
      ...(await planOf(db, plans, user.id)),
      userId: user.id,
    }),
  }),
);
