// The UI kit rule in eslint.config.js (no-restricted-syntax): outside src/web/components/ui a screen may not draw
// a raw <dialog> or the loading-spinner class; it composes Modal and Spinner. Each case lints a virtual file.
import { describe, expect, it } from 'vitest';
import { lintReports } from './lint-reports.js';

/** The UI kit reports for `code` written at `filePath` (relative to the repository). */
const kitReports = (filePath: string, code: string) => lintReports(filePath, code, 'no-restricted-syntax');

const rawDialog = `export function Ask() {
  return (
    <dialog className="modal" open>
      <div className="modal-box">Sure?</div>
    </dialog>
  );
}
`;

const spinnerAttribute = `export function Busy() {
  return <span className="loading loading-spinner loading-sm" aria-hidden="true" />;
}
`;

const spinnerTemplate = `export function Busy({ size }: { size: string }) {
  return <span className={\`loading loading-spinner \${size}\`} aria-hidden="true" />;
}
`;

const spinnerString = `export const busyClass = 'loading loading-spinner';\n`;

const screen = 'src/web/features/orders/components/virtual.tsx';
const page = 'src/web/app/routes/virtual.tsx';
const kit = 'src/web/components/ui/virtual.tsx';

describe('the UI kit rule', () => {
  it('reports a raw <dialog> in a feature and in a page', async () => {
    expect(await kitReports(screen, rawDialog)).toEqual([expect.stringContaining('Use Modal')]);
    expect(await kitReports(page, rawDialog)).toEqual([expect.stringContaining('instead of a raw <dialog>')]);
  });

  it('reports the loading-spinner class in an attribute, a template and a plain string', async () => {
    expect(await kitReports(screen, spinnerAttribute)).toEqual([expect.stringContaining('Use Spinner')]);
    expect(await kitReports(screen, spinnerTemplate)).toEqual([expect.stringContaining('Use Spinner')]);
    expect(await kitReports('src/web/lib/virtual.ts', spinnerString)).toEqual([expect.stringContaining('Use Spinner')]);
  });

  it('allows both inside src/web/components/ui, where the kit draws them', async () => {
    expect(await kitReports(kit, rawDialog)).toEqual([]);
    expect(await kitReports(kit, spinnerAttribute)).toEqual([]);
    expect(await kitReports(kit, spinnerTemplate)).toEqual([]);
  });

  it('lets a screen use the kit and other daisyUI classes', async () => {
    const composed = `import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
export function Ask({ open }: { open: boolean }) {
  return (
    <Modal open={open} title="Sure?" onClose={() => undefined}>
      <Spinner size="sm" />
      <span className="loading loading-dots" />
    </Modal>
  );
}
`;
    expect(await kitReports(screen, composed)).toEqual([]);
  });
});
