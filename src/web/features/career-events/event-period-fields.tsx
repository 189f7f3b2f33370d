import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { FormCheckbox } from './form-checkbox';
import { MonthYearField } from './month-year-field';

/**
 * When a job or a school was: start month, "I currently work here / attend" and end month. Checking
 * the box empties the end month and disables it (a current event has none).
 */
export function EventPeriodFields<
  Values extends FieldValues & { startDate: string; endDate: string },
  Output,
>({
  form,
  currentName,
  labels,
  startRequired = false,
  endRequired = false,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  currentName: Path<Values>;
  labels: { start: string; current: string; end: string };
  startRequired?: boolean;
  /** Whether a past event needs its end month. */
  endRequired?: boolean;
}) {
  const { control } = form;
  const current = Boolean(useWatch({ control, name: currentName }));
  const endDate = 'endDate' as Path<Values>;
  return (
    <>
      <MonthYearField
        control={control}
        name={'startDate' as Path<Values>}
        label={labels.start}
        required={startRequired}
      />
      <FormCheckbox
        control={control}
        name={currentName}
        label={labels.current}
        onToggle={(checked) => {
          if (!checked) return;
          form.setValue(endDate, '' as PathValue<Values, Path<Values>>, { shouldDirty: true });
          form.clearErrors(endDate);
        }}
      />
      <MonthYearField
        control={control}
        name={endDate}
        label={labels.end}
        required={endRequired && !current}
        disabled={current}
      />
    </>
  );
}
