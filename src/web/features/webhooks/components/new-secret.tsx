import { useEffect, useRef, useState } from 'react';
import type { Webhook } from '../../../../shared/schemas/webhook';
import { Button } from '../../../components/ui/button';

/** Copy, and what happened in words beside it (read out). */
function CopySecret({ secret }: { secret: string }) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setSaid('Copied');
    } catch {
      setSaid('This browser did not let us copy it: select the secret and copy it yourself.');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm" variant="primary" onClick={() => void copy()}>
        Copy<span className="sr-only"> the signing secret</span>
      </Button>
      <span role="status" aria-live="polite" className="text-sm font-medium" data-testid="copy-status">
        {said}
      </span>
    </div>
  );
}

/** The signing secret of the endpoint just added, shown this once, with Copy and "Done". The heading takes the focus. */
export function NewSecret({ webhook, onDone }: { webhook: Webhook & { secret: string }; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="new-secret-title"
      className="border-success bg-success/5 rounded-box border-2 p-4"
      data-testid="webhook-secret"
    >
      <h2 id="new-secret-title" ref={heading} tabIndex={-1} className="text-lg font-bold">
        Endpoint added
      </h2>
      <p className="mt-1 text-sm break-all">{webhook.url}</p>
      <p className="mt-3 text-sm">Its signing secret (check each delivery's Shop-Signature with it):</p>
      <p className="my-2">
        <code className="bg-base-100 border-base-300 inline-block rounded-md border px-3 py-2 font-mono text-sm font-semibold break-all">
          {webhook.secret}
        </code>
      </p>
      <p className="mb-3 text-sm font-medium" role="note">
        The secret is shown only now. Copy it into the receiving system before you leave this page.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CopySecret secret={webhook.secret} />
        <Button size="sm" onClick={onDone}>
          Done, hide the secret
        </Button>
      </div>
    </section>
  );
}
