import { CATEGORY_SLUGS } from '../../../../shared/constants';
import { LAPTOP_SPEC_COLUMNS } from '../../../../shared/laptop-spec-text';
import { CSV_COLUMNS, type ImportKind } from '../../../../shared/schemas/import';
import { PART_NUMBER_KINDS } from '../../../../shared/schemas/laptop';

const Code = ({ children }: { children: React.ReactNode }) => (
  <code className="bg-base-200 rounded px-1 font-mono text-xs">{children}</code>
);

/** What each column holds, where it needs saying. */
const NOTES: Record<ImportKind, [string, React.ReactNode][]> = {
  products: [
    ['sku', 'Required. A row with a SKU the shop knows updates that product; a new SKU adds one.'],
    ['category', <>One of {CATEGORY_SLUGS.join(', ')}.</>],
    ['price, stock', <>Dollars with at most 2 decimals (e.g. 12.50); whole units in stock.</>],
    [
      'part_numbers',
      <>
        <Code>kind:number</Code>, separated by <Code>;</Code> (kind {PART_NUMBER_KINDS.join(', ')}), e.g.{' '}
        <Code>fru:01AV422;oem:SB10K97578</Code>
      </>,
    ],
    [
      'fits',
      <>
        Laptop models as <Code>Brand Family Model</Code>, separated by <Code>;</Code>, each with an optional <Code>[note]</Code>, e.g.{' '}
        <Code>Lenovo ThinkPad T480 [not the 72 Wh];Lenovo ThinkPad T470</Code>. The models must exist.
      </>,
    ],
    [
      'attr.…',
      <>
        Optional, after these: the part&apos;s specification, one column per attribute (e.g. <Code>attr.capacityGb</Code>,{' '}
        <Code>attr.memoryType</Code>), as the export writes them; empty when not known. Only the attributes of the row&apos;s category may
        be filled; numbers without units, yes/no as <Code>true</Code> or <Code>false</Code>. A file without them keeps each part&apos;s
        specification.
      </>,
    ],
  ],
  laptops: [
    ['brand, model', 'Required. A row naming a known brand, family and model updates that model.'],
    ['family, year', <>Optional, e.g. ThinkPad and 2018.</>],
    [
      'identifiers',
      <>
        Machine types, model numbers and DMI names, separated by <Code>;</Code>, e.g. <Code>20L5;20L6</Code>
      </>,
    ],
    [
      'memory.…, display.…, battery.…, charging.…',
      <>
        Optional, after these: the model&apos;s specification, as the export writes it ({LAPTOP_SPEC_COLUMNS.join(', ')}); empty when not
        known. A part (memory, display, battery, charging) counts when any of its columns is filled, and then needs all of them but{' '}
        <Code>battery.partNumbers</Code> (separated by <Code>;</Code>). Numbers without units, yes/no as <Code>true</Code> or{' '}
        <Code>false</Code>. A file without these columns keeps each model&apos;s specification.
      </>,
    ],
    [
      'storage',
      <>
        The drive bays, separated by <Code>;</Code>, each as words: the kind (<Code>M.2</Code>, <Code>2.5in</Code>, <Code>soldered</Code>,{' '}
        <Code>proprietary</Code>), then for M.2 the key (<Code>M</Code> or <Code>B+M</Code>), the lengths, the protocols and the PCIe
        generation, e.g. <Code>M.2 M 2280/2242 NVMe+SATA gen3; 2.5in SATA</Code>. <Code>none</Code>: no drive bay.
      </>,
    ],
  ],
};

/** The columns of a products or laptop models CSV (as an export writes them), with what goes in them. */
export function CsvColumnsHelp({ kind }: { kind: ImportKind }) {
  return (
    <section aria-labelledby="csv-help-title" className="bg-base-200/60 rounded-box p-4 text-sm" data-testid="csv-help">
      <h3 id="csv-help-title" className="font-semibold">
        Columns of a {kind === 'products' ? 'products' : 'laptop models'} file
      </h3>
      <p className="text-base-content/80 mt-1">The first row names them; an export writes them in this order:</p>
      <p className="bg-base-100 rounded-box border-base-300 mt-2 border px-3 py-2 font-mono text-xs break-all">
        {CSV_COLUMNS[kind].join(',')}
      </p>
      <dl className="mt-3 flex flex-col gap-2">
        {NOTES[kind].map(([term, note]) => (
          <div key={term}>
            <dt className="font-mono text-xs font-semibold">{term}</dt>
            <dd className="text-base-content/80">{note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
