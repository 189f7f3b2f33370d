import type { TFunction } from 'i18next';
import { useQuery } from 'urql';
import type { ResumeTemplate } from '../../domain/resume-document';
import { graphql, type ResultOf } from './graphql';
import { apiErrorCodes, errorCodeOf, type GraphqlFailure } from './graphql-error-policy';

/** The user's plan: what it allows (`null` is no limit) and what the limits count (decision 100). */
export const UserPlanQuery = graphql(`
  query UserPlan {
    me {
      id
      plan {
        product
        premiumUntil
        limits {
          resumes
          coverLetters
          templates
          docx
          savvySearch
          shareViewCounts
        }
        usage {
          resumes
          coverLetters
        }
      }
    }
  }
`);

export type UserPlan = ResultOf<typeof UserPlanQuery>['me']['plan'];
export type PlanLimitsData = UserPlan['limits'];

/** What the server refuses for the plan: `limit` of a FORBIDDEN `planLimit` refusal. */
export type PlanLimitName =
  'resumes' | 'coverLetters' | 'template' | 'docx' | 'savvySearch' | 'readOnly';

export interface PlanRefusal {
  limit: PlanLimitName;
  maximum?: number;
}

const limitNames: readonly string[] = [
  'resumes',
  'coverLetters',
  'template',
  'docx',
  'savvySearch',
  'readOnly',
];

/** A refusal's details (GraphQL `extensions` or a REST body) as a plan refusal, if they are one. */
export function planRefusalOf(details: Record<string, unknown> | null | undefined) {
  if (details?.reason !== 'planLimit' || typeof details.limit !== 'string') return null;
  if (!limitNames.includes(details.limit)) return null;
  return {
    limit: details.limit as PlanLimitName,
    ...(typeof details.maximum === 'number' ? { maximum: details.maximum } : {}),
  } satisfies PlanRefusal;
}

/** The plan refusal among a failed call's FORBIDDEN errors, if there is one. */
export function planRefusalIn(failure: GraphqlFailure | undefined | null): PlanRefusal | null {
  for (const error of failure?.graphQLErrors ?? []) {
    if (errorCodeOf(error) !== apiErrorCodes.forbidden) continue;
    const refusal = planRefusalOf(error.extensions);
    if (refusal) return refusal;
  }
  return null;
}

/** A plan refusal in the user's language ("The free plan keeps 3 resumes …"). */
export function planRefusalMessage(t: TFunction, refusal: PlanRefusal): string {
  return t(`plans.refused.${refusal.limit}`, { count: refusal.maximum ?? 0 });
}

/** The signed-in user's plan, and whether it is still loading. */
export function usePlanState(): { plan: UserPlan | null; fetching: boolean } {
  const [{ data, fetching }] = useQuery({ query: UserPlanQuery });
  return { plan: data?.me.plan ?? null, fetching };
}

/**
 * The signed-in user's plan, or null while it loads (or failed): the UI then limits nothing and the
 * server still refuses what the plan does not allow.
 */
export const usePlan = (): UserPlan | null => usePlanState().plan;

/** Whether the plan offers `template` (all of them while the plan is not known). */
export const planHasTemplate = (plan: UserPlan | null, template: ResumeTemplate) =>
  !plan || plan.limits.templates.includes(template.toUpperCase() as never);
