import { Fragment, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

interface SystemCommand {
  key: string;
  label: string;
  where: string;
  command: string;
}

/** What to run on each system; the shop finds the model in the output (serial numbers are dropped). */
export const SYSTEM_COMMANDS: SystemCommand[] = [
  {
    key: 'linux',
    label: 'Linux',
    where: 'Open a terminal and run:',
    command: 'cat /sys/class/dmi/id/{sys_vendor,product_name,product_version}',
  },
  {
    key: 'windows-cmd',
    label: 'Windows (cmd)',
    where: 'Open Command Prompt (press Windows + R, type cmd, press Enter) and run:',
    command: 'wmic csproduct get vendor,name,version',
  },
  {
    key: 'powershell',
    label: 'Windows (PowerShell)',
    where: 'Open PowerShell (right-click the Start button, choose Terminal) and run:',
    command: 'Get-CimInstance Win32_ComputerSystemProduct',
  },
  {
    key: 'macos',
    label: 'macOS',
    where: 'Open Terminal (in Applications › Utilities) and run:',
    command: 'system_profiler SPHardwareDataType',
  },
];

/** The tab for the system this browser runs on (a guess; every tab is one click away). */
function guessSystem(): number {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/Windows/i.test(ua)) return 1;
  if (/Mac OS X|Macintosh/i.test(ua)) return 3;
  return 0;
}

/** A long command may wrap on a phone: after a comma, a slash or a brace rather than inside a word. */
function Breakable({ text }: { text: string }) {
  return text.split(/(?<=[,/{])/).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied');
    } catch {
      setSaid('Could not copy: select the command and copy it yourself.');
    }
    window.setTimeout(() => setSaid(''), 4000);
  };
  return (
    <div className="flex items-center gap-3">
      <Button size="sm" outline onClick={() => void copy()} aria-label={`Copy the ${label} command`}>
        Copy
      </Button>
      <span role="status" aria-live="polite" className="text-success text-sm font-medium" data-testid="copy-status">
        {said}
      </span>
    </div>
  );
}

/** Tabs per system (arrow keys move between them), each with its command and a Copy button. */
export function IdentifyCommands() {
  const [active, setActive] = useState(guessSystem);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    const n = SYSTEM_COMMANDS.length;
    const next = { ArrowRight: (active + 1) % n, ArrowLeft: (active - 1 + n) % n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };
  const system = SYSTEM_COMMANDS[active]!;
  return (
    <div>
      <div role="tablist" aria-label="Your system" className="tabs tabs-box flex-wrap" onKeyDown={onKeyDown}>
        {SYSTEM_COMMANDS.map((s, i) => (
          <button
            key={s.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${s.key}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel`}
            tabIndex={i === active ? 0 : -1}
            className={`tab text-base-content ${i === active ? 'tab-active font-semibold' : ''}`}
            onClick={() => setActive(i)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${system.key}`} className="mt-4 flex flex-col gap-3">
        <p className="text-sm">{system.where}</p>
        <pre className="bg-base-200 rounded-box p-3 text-sm break-words whitespace-pre-wrap">
          <code data-testid="identify-command">
            <Breakable text={system.command} />
          </code>
        </pre>
        <CopyButton text={system.command} label={system.label} />
      </div>
    </div>
  );
}
