import type { ComponentProps } from 'react';

type ScheduleInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * An interview date and time, to the minute: the value stays 'YYYY-MM-DDTHH:mm' (the seconds
 * some browsers add are cut off), as the schedule schema expects.
 */
export function ScheduleInput({ value, onChange, ...props }: ScheduleInputProps) {
  return (
    <input
      type="datetime-local"
      step={60}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, 16))}
      {...props}
    />
  );
}
