import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../../../shared/money';
import { formatGiftCardCode, type IssuedGiftCard } from '../../../../shared/schemas/gift-card';
import { Button } from '../../../components/ui/button';
import { expiryText } from '../utils/gift-card-text';

/** Copy, and what happened in words beside it (read out). */
function CopyCode({ code }: { code: string }) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setSaid('Copied');
    } catch {
      setSaid('This browser did not let us copy it: select the code and copy it yourself.');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm" variant="primary" onClick={() => void copy()}>
        Copy<span className="sr-only"> the code</span>
      </Button>
      <span role="status" aria-live="polite" className="text-sm font-medium" data-testid="copy-status">
        {said}
      </span>
    </div>
  );
}

interface Props {
  card: IssuedGiftCard;
  onDone: () => void;
}

/**
 * The code of the card just issued, shown this once (the server keeps only its hash): in groups of
 * four, with Copy, and "Done" to put it away. The heading takes the focus as it appears.
 */
export function IssuedCode({ card, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const code = formatGiftCardCode(card.code);
  return (
    <section aria-labelledby="issued-code-title" className="border-success bg-success/5 rounded-box border-2 p-4" data-testid="issued-code">
      <h2 id="issued-code-title" ref={heading} tabIndex={-1} className="text-lg font-bold">
        Gift card issued: {formatPrice(card.initialAmount)}
      </h2>
      <p className="mt-1 text-sm">
        {card.recipientEmail ? (
          <>
            We e-mailed it to <strong className="break-all">{card.recipientEmail}</strong>.
          </>
        ) : (
          'Nobody was e-mailed: hand the code over yourself.'
        )}{' '}
        Expires: {expiryText(card.expiresAt)}.
      </p>
      <p className="my-3">
        <span className="sr-only">Code: </span>
        <code
          className="bg-base-100 border-base-300 inline-block rounded-md border px-3 py-2 font-mono text-xl font-semibold tracking-wider break-all sm:text-2xl"
          data-testid="issued-code-value"
        >
          {code}
        </code>
      </p>
      <p className="mb-3 text-sm font-medium" role="note">
        This code is shown only now: it is kept only as a hash. Copy it or write it down before you leave this page.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CopyCode code={code} />
        <Button size="sm" onClick={onDone}>
          Done, hide the code
        </Button>
      </div>
    </section>
  );
}
