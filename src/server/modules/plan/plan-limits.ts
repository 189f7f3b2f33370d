import type { PlanLimits } from '../../../domain/plan';
import type { ResumeTemplate } from '../../../domain/resume-document';
import type { Database } from '../../db/database';
import type { Transaction } from '../document/document-store';
import { planOf, type PlanSettings } from './plan.service';

/** What a plan limits (docs/decisions/100): the `limit` of a FORBIDDEN `planLimit` refusal. */
export type PlanLimitName =
  'resumes' | 'coverLetters' | 'template' | 'docx' | 'savvySearch' | 'readOnly';

/** The user's plan does not allow this: FORBIDDEN with `reason: planLimit`, or a 403 on REST. */
export class PlanLimitError extends Error {
  static readonly reason = 'planLimit';
  constructor(
    message: string,
    readonly limit: PlanLimitName,
    readonly maximum?: number,
  ) {
    super(message);
    this.name = 'PlanLimitError';
  }

  /** What the API adds to the refusal, so the web can word it in the user's language. */
  get details(): Record<string, unknown> {
    return {
      reason: PlanLimitError.reason,
      limit: this.limit,
      ...(this.maximum === undefined ? {} : { maximum: this.maximum }),
    };
  }
}

/** The server's free-plan limits, as the services take them (Context.plans). */
export type PlanSwitch = Pick<PlanSettings, 'freeLimits'>;

/** What the user may do now. */
export async function limitsOf(
  db: Database | Transaction,
  plans: PlanSwitch,
  userId: string,
): Promise<PlanLimits> {
  return (await planOf(db, plans, userId)).limits;
}

/** Premium's features a free plan may leave out. */
const features = {
  docx: 'DOCX export is part of Premium; upgrade to download Word files',
  savvySearch: 'The savvy search is part of Premium; upgrade to see postings ranked for you',
} as const;

export async function assertFeature(
  db: Database | Transaction,
  plans: PlanSwitch,
  userId: string,
  feature: keyof typeof features,
): Promise<void> {
  const limits = await limitsOf(db, plans, userId);
  if (!limits[feature]) throw new PlanLimitError(features[feature], feature);
}

export function assertTemplate(limits: PlanLimits, template: ResumeTemplate): void {
  if (limits.templates.includes(template)) return;
  throw new PlanLimitError(
    `The ${template} template is part of Premium; the free plan has ${limits.templates.join(', ')}`,
    'template',
  );
}
