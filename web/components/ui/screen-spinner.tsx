import { Spinner } from './field.tsx';

/** The spinner that stands in for a whole screen while its data loads; `className` tints it. */
export function ScreenSpinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      className={className ? `flex justify-center py-16 ${className}` : 'flex justify-center py-16'}
    >
      <Spinner label={label} />
    </div>
  );
}
