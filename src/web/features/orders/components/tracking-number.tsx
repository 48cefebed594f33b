/** The carrier's tracking number, in a monospace face so it is easy to copy and read back. */
export function TrackingNumber({ value, className = '' }: { value: string; className?: string }) {
  return (
    <p className={`break-all ${className}`}>
      <span className="text-base-content/70">Tracking: </span>
      <span className="font-mono" data-testid="tracking-number">
        {value}
      </span>
    </p>
  );
}
