import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type InputHTMLAttributes, type Ref } from 'react';

/**
 * A labelled native `<select>` in the outlined style: keyboard, screen readers and phones get the
 * platform's own picker, and MUI's menu code stays out of the bundle.
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  options,
  name,
  error = false,
  disabled = false,
  inputProps,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  options: ReadonlyArray<{ value: string; label: string }>;
  name?: string;
  error?: boolean;
  disabled?: boolean;
  inputProps?: InputHTMLAttributes<HTMLSelectElement> & Record<`aria-${string}`, unknown>;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <FormControl error={error} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        input={<OutlinedInput label={label} notched />}
        inputProps={inputProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
