/**
 * Failure modes tests can switch on for the partner REST endpoints through the control API.
 * A rule applies to one endpoint (or all), optionally only to one customer (so parallel tests do
 * not disturb each other), optionally only for the next N requests.
 */
import { z } from 'zod';

/**
 * The endpoints rules apply to: the partner REST API's three, and `oidc-userinfo`, the OpenID
 * Provider's standard UserInfo endpoint (`/me`, named in discovery).
 */
export const restEndpoints = [
  'work-experiences',
  'educational-experiences',
  'user-info',
  'oidc-userinfo',
] as const;
export type RestEndpoint = (typeof restEndpoints)[number];

export const failureRuleInputSchema = z.object({
  endpoint: z.enum([...restEndpoints, '*']).default('*'),
  /** `wrongSubject` applies to the user-info endpoints only (others answer normally). */
  mode: z.enum(['none', 'status500', 'slow', 'malformed', 'invalidJson', 'wrongSubject']),
  /** For `slow`: how long to wait before answering normally. */
  delayMs: z.number().int().min(0).max(120_000).default(5_000),
  /** Only requests whose access token belongs to this customer. */
  customerId: z.string().min(1).optional(),
  /** Only the next N matching requests; then the rule is dropped. */
  times: z.number().int().min(1).optional(),
});
export type FailureRuleInput = z.input<typeof failureRuleInputSchema>;
export type FailureRule = z.output<typeof failureRuleInputSchema> & { id: number };

export class FailureRules {
  #rules: FailureRule[] = [];
  #nextId = 1;

  list() {
    return [...this.#rules];
  }

  clear() {
    this.#rules = [];
  }

  /**
   * Adds a rule. A rule replaces earlier ones for the same endpoint and customer; mode `none`
   * only removes them.
   */
  add(input: z.output<typeof failureRuleInputSchema>): FailureRule | undefined {
    this.#rules = this.#rules.filter(
      (rule) => !(rule.endpoint === input.endpoint && rule.customerId === input.customerId),
    );
    if (input.mode === 'none') return undefined;
    const rule = { ...input, id: this.#nextId++ };
    this.#rules.push(rule);
    return rule;
  }

  /** The rule for this request, if any (the most specific, newest first); counts it as used. */
  take(endpoint: RestEndpoint, customerId: string): FailureRule | undefined {
    const matching = this.#rules
      .filter(
        (rule) =>
          (rule.endpoint === endpoint || rule.endpoint === '*') &&
          (rule.customerId === undefined || rule.customerId === customerId),
      )
      .sort(
        (a, b) =>
          Number(b.customerId !== undefined) - Number(a.customerId !== undefined) ||
          Number(b.endpoint !== '*') - Number(a.endpoint !== '*') ||
          b.id - a.id,
      );
    const rule = matching[0];
    if (rule?.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.#rules = this.#rules.filter((other) => other !== rule);
    }
    return rule;
  }
}

/** What `malformed` answers: records that break the partner API's shape (docs/product/api.md) in several ways at once. */
export function malformedBody(endpoint: RestEndpoint, customerId: string, realRecords: unknown[]) {
  switch (endpoint) {
    case 'work-experiences':
      return {
        data: [
          {
            uuid: 12345,
            company_name: null,
            job_title: { text: 'not a string' },
            start_date: '31/12/2020',
            finish_date: 'present',
            accomplishments: 'Led things',
          },
          ...realRecords,
        ],
      };
    case 'educational-experiences':
      return {
        data: [
          {
            uuid: null,
            school: 42,
            education_level: ['Bachelor'],
            field_of_study: undefined,
            finish_date: '2020-13-45',
            accomplishments: [{ description: 7 }],
          },
          ...realRecords,
        ],
      };
    case 'user-info':
    case 'oidc-userinfo':
      return { sub: Number.parseInt(customerId, 16) || 0, email: null, given_name: 42 };
  }
}

/** What `wrongSubject` answers: well-formed claims, but of another customer (OIDC Core §5.3.2). */
export const otherSubjectClaims = (customerId: string) => ({
  sub: `${customerId}-someone-else`,
  given_name: 'Mallory',
  family_name: 'Someone-Else',
  name: 'Mallory Someone-Else',
  email: 'mallory@partner.example',
});

/**
 * Misbehaviour of the OpenID provider itself, for the client's protocol checks. `wrongNonce`: the
 * next authorization requests' ID tokens carry a nonce other than the one the client sent.
 */
export const protocolFaultInputSchema = z.object({
  fault: z.enum(['wrongNonce']),
  times: z.number().int().min(1).max(100).default(1),
});
export type ProtocolFaultInput = z.input<typeof protocolFaultInputSchema>;

export class ProtocolFaults {
  #wrongNonce = 0;

  add(input: z.output<typeof protocolFaultInputSchema>) {
    this.#wrongNonce += input.times;
  }

  clear() {
    this.#wrongNonce = 0;
  }

  list() {
    return this.#wrongNonce > 0 ? [{ fault: 'wrongNonce', times: this.#wrongNonce }] : [];
  }

  /** Whether this authorization request gets the wrong nonce; counts it as used. */
  takeWrongNonce(): boolean {
    if (this.#wrongNonce <= 0) return false;
    this.#wrongNonce -= 1;
    return true;
  }
}
