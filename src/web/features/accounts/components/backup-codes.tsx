import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

const FILE_NAME = 'partshub-backup-codes.txt';

/** The codes as the .txt file says them: what they are for, then one a line. */
function codesText(codes: readonly string[], email: string): string {
  return [
    `PartsHub backup codes for ${email}`,
    'Each code signs you in once instead of the code from your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
  link.click();
  URL.revokeObjectURL(url);
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('The backup codes were copied.');
  } catch {
    toast.error('This browser did not let us copy them. Download them, or write them down.');
  }
}

interface Props {
  codes: readonly string[];
  email: string;
  /** What just happened (two-factor sign-in turned on, or new codes made), said first and focused. */
  children: ReactNode;
  onClose: () => void;
}

/**
 * Ten backup codes, shown this once: copy them, download them as a .txt file, then "I have saved
 * them" closes the list. Focus lands on the words above the codes as they appear.
 */
export function BackupCodes({ codes, email, children, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const text = codesText(codes, email);
  return (
    <div className="flex flex-col gap-3" data-testid="backup-codes">
      <div ref={ref} tabIndex={-1} role="status" className="alert alert-success alert-soft block text-sm">
        {children}
      </div>
      <p className="text-sm">
        Save these backup codes now: each one signs you in once if you lose your phone. <strong>They are not shown again.</strong>
      </p>
      <ol aria-label="Backup codes" className="bg-base-200 grid grid-cols-2 gap-x-6 gap-y-1 rounded-md p-4 font-mono text-sm sm:text-base">
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy(text)}>
          Copy
        </Button>
        <Button size="sm" onClick={() => download(text)}>
          Download .txt
        </Button>
        <Button size="sm" variant="primary" onClick={onClose}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
