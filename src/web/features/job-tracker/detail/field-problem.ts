import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessageKey, type FieldProblems } from './application-draft';

/**
 * A field's problem as its TextField shows it: marked invalid, described by the message (in the
 * user's language, by the problem's reason). Nothing for a field without one.
 */
export function useProblemProps(problems: FieldProblems) {
  const { t } = useTranslation();
  return useCallback(
    (path: string, helperText?: string) => {
      const problem = problems[path];
      if (!problem) return { error: false, helperText };
      return {
        error: true,
        helperText: t(problemMessageKey(path, problem), { maximum: problem.maximum ?? '' }),
      };
    },
    [problems, t],
  );
}
