import { useId, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { useDebouncedText } from '../../../hooks/use-debounced-text';
import { DEFAULT_SORT, type useCatalogParams } from '../hooks/use-catalog-params';
import { CategoryFilter, SortSelect, TextFilter } from './catalog-filters';
import { LaptopFitToggle } from './laptop-fit-toggle';
import { Button } from '../../../components/ui/button';
import { useSelectedLaptop } from '../../../entities/laptop/model/use-selected-laptop';

/**
 * The search panel: 'Find Your Product', "Only parts that fit my …" (a laptop selected; on by default, turning it off is
 * remembered), then category, laptop model (while no laptop is selected) and sort. On phones the
 * three filters fold away behind a "Filters" button (open when the address sets one).
 */
export function CatalogSearch({
  catalog,
  fitLaptop,
  onFitOnly,
  laptopLabel,
}: {
  catalog: ReturnType<typeof useCatalogParams>;
  /** The laptop the list is limited to ('' when it is not): the address's, or the selected one's by default. */
  fitLaptop: string;
  onFitOnly: (on: boolean) => void;
  laptopLabel: string | null;
}) {
  const { params, update } = catalog;
  const { laptop } = useSelectedLaptop();
  // One laptop control: the switch once a laptop is chosen; before that (or for an old link's
  // model=) the "Fits my laptop" box.
  const modelBox = !laptop || Boolean(params.model);
  const [q, setQ] = useDebouncedText(params.q, (text) => update({ q: text }));
  const [model, setModel] = useDebouncedText(params.model, (text) => update({ model: text }));
  const active = [params.category, modelBox && params.model, params.sort !== DEFAULT_SORT].filter(Boolean).length;
  const [open, setOpen] = useState(active > 0);
  const filtersId = useId();
  return (
    <search className="bg-base-100 border-base-300 rounded-box mb-6 border p-4 shadow-sm sm:p-6">
      <TextFilter
        label={messages.findProduct}
        value={q}
        onChange={setQ}
        placeholder="e.g. T480, 01AV424, DDR4"
        hint="Search by part name, part number or your laptop model."
        large
        testId="product-search"
      />
      <LaptopFitToggle value={fitLaptop} filterLabel={laptopLabel} onChange={onFitOnly} />
      <Button
        size="sm"
        outline
        className="mt-3 gap-2 sm:hidden"
        aria-expanded={open}
        aria-controls={filtersId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        Filters
        {active > 0 && <span className="badge badge-primary badge-sm">{active}</span>}
      </Button>
      <div
        id={filtersId}
        className={`mt-4 grid-cols-1 gap-3 sm:grid sm:gap-4 ${modelBox ? 'sm:grid-cols-3' : 'sm:grid-cols-2'} ${open ? 'grid' : 'hidden'}`}
      >
        <CategoryFilter value={params.category} onChange={(category) => update({ category })} />
        {modelBox && (
          <TextFilter label="Fits my laptop" value={model} onChange={setModel} placeholder="e.g. ThinkPad T480" testId="model-filter" />
        )}
        <SortSelect value={params.sort} searching={Boolean(params.q)} onChange={(sort) => update({ sort })} />
      </div>
    </search>
  );
}
