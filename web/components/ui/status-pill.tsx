/** A small rounded status label; `className` gives its padding and its colours for the state. */
export function StatusPill({ className, text }: { className: string; text: string }) {
  return (
    <span className={`inline-flex rounded-full py-0.5 text-xs font-semibold ${className}`}>
      {text}
    </span>
  );
}
