import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { NativeSelectField } from '../../components/native-select-field';

/** A labelled native select bound to a text value of the form. */
export function FormSelectField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { field } = useController({ control, name });
  return (
    <NativeSelectField
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      options={options}
      sx={{ width: '100%' }}
    />
  );
}
