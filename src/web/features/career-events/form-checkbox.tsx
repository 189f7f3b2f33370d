import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A labelled checkbox bound to a boolean of the form; `onToggle` follows each change. */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  label,
  onToggle,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  onToggle?: (checked: boolean) => void;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggle?.(event.target.checked);
          }}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
