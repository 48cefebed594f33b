import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMessagePreview } from '../api/get-message-preview';
import { useMessageTemplates } from '../api/get-message-templates';
import { useSendTestMessage } from '../api/send-test-message';

type View = 'light' | 'dark' | 'text';
const VIEWS: { view: View; label: string }[] = [
  { view: 'light', label: 'Light' },
  { view: 'dark', label: 'Dark' },
  { view: 'text', label: 'Plain text' },
];

/**
 * The message as a client in dark mode shows it: its prefers-color-scheme rules made to apply (a
 * frame follows the browser's scheme, not the one picked here).
 */
const asDark = (html: string) => html.replaceAll('(prefers-color-scheme: dark)', '(min-width: 0px)');

/** The chosen message as a mail client shows it: the HTML in a frame whose colour scheme is the one picked, or the text part. */
function Preview({ name, view }: { name: string; view: View }) {
  const preview = useMessagePreview(name);
  if (preview.isError) return <ErrorState message="The preview could not be loaded." onRetry={() => void preview.refetch()} />;
  if (!preview.data) return <Skeleton className="h-[32rem] w-full" />;
  if (view === 'text')
    return (
      <pre data-testid="message-text" className="bg-base-200 rounded-box overflow-x-auto p-4 text-sm whitespace-pre-wrap">
        {preview.data.text}
      </pre>
    );
  return (
    <iframe
      data-testid="message-frame"
      title={`${preview.data.label}, ${view}`}
      srcDoc={view === 'dark' ? asDark(preview.data.html) : preview.data.html}
      // No scripts; its own origin, so the shop's images (Cross-Origin-Resource-Policy: same-origin) load.
      sandbox="allow-same-origin"
      style={{ colorScheme: view }}
      className="border-base-300 rounded-box h-[40rem] w-full border"
    />
  );
}

/** Messages (settings:write): each e-mail with sample content, light, dark or as text, and a test sent to oneself. */
export function MessagePreviews() {
  const templates = useMessageTemplates();
  const [chosen, setChosen] = useState<string>();
  const [view, setView] = useState<View>('light');
  const send = useSendTestMessage();
  const selectId = useId();
  if (templates.isError) return <ErrorState message="The messages could not be loaded." onRetry={() => void templates.refetch()} />;
  if (!templates.data) return <Skeleton className="h-64 w-full" />;
  const name = chosen ?? templates.data.messages[0]?.name;
  const sendTest = () => {
    if (!name) return;
    send.mutate(name, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (err) => toast.error(err instanceof ApiError ? err.message : 'The test could not be sent.'),
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1" htmlFor={selectId}>
          <span className="text-sm font-semibold">Message</span>
          <select id={selectId} className="select select-bordered" value={name} onChange={(e) => setChosen(e.target.value)}>
            {templates.data.messages.map((m) => (
              <option key={m.name} value={m.name}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label="Show as" className="join">
          {VIEWS.map((v) => (
            <Button
              key={v.view}
              className="join-item"
              variant={view === v.view ? 'primary' : undefined}
              outline={view !== v.view}
              aria-pressed={view === v.view}
              onClick={() => setView(v.view)}
            >
              {v.label}
            </Button>
          ))}
        </div>
        <Button variant="primary" busy={send.isPending} onClick={sendTest}>
          Send a test to me
        </Button>
      </div>
      {name && <Preview name={name} view={view} />}
    </div>
  );
}
