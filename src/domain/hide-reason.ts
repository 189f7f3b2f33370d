/**
 * The reasons a posting can be hidden from the savvy search for, in the order its menu offers
 * them (what each does to the ranking: savvy-feedback.ts). Apart, so the web reads the list
 * without the ranking's code.
 */
export const hideReasons = [
  'NOT_MY_FIELD',
  'TOO_SENIOR',
  'TOO_JUNIOR',
  'LOCATION',
  'COMPANY',
  'OTHER',
] as const;
export type HideReason = (typeof hideReasons)[number];
