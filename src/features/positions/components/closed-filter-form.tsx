// The closed list's filter (Kapananlar on /transactions): a symbol, a range of Istanbul days and a
// side, applied on 'Filtrele'; 'Temizle' shows every closed position again. 'CSV İndir' downloads
// the closed-trades file of the filter applied, so the file holds the rows the list shows.
import { useState, type FormEvent } from 'react';
import type { ClosedOrdersFilter } from '../../../../contract/history';
import type { SymbolInfo } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormField, SelectField } from '../../../ui/form-controls';
import { closedListFile, DownloadButton } from '../../finance';
import { useGetSymbolsQuery } from '../../market';
import {
  closedFilterProblem,
  EMPTY_CLOSED_FILTER,
  filterOfDraft,
  type ClosedFilterDraft,
} from '../closed-filter';
import { FilterActions, FilterForm } from './closed-filter.styles';
import { sideOptions, symbolOptions } from './filter-options';

const NO_SYMBOLS: SymbolInfo[] = [];
const texts = tr.positions.filter;

export interface ClosedFilterFormProps {
  applied: ClosedOrdersFilter;
  onApply: (filter: ClosedOrdersFilter) => void;
}

export function ClosedFilterForm({ applied, onApply }: ClosedFilterFormProps) {
  const { data: symbols = NO_SYMBOLS } = useGetSymbolsQuery();
  const [draft, setDraft] = useState<ClosedFilterDraft>({ ...EMPTY_CLOSED_FILTER, ...applied });
  const [problem, setProblem] = useState(false);
  const set = (field: keyof ClosedFilterDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = closedFilterProblem(draft) !== null;
    setProblem(found);
    if (!found) onApply(filterOfDraft(draft));
  };
  const clear = () => {
    setDraft(EMPTY_CLOSED_FILTER);
    setProblem(false);
    onApply({});
  };

  return (
    <FilterForm onSubmit={submit} noValidate aria-label={texts.label}>
      <SelectField
        label={texts.symbol}
        value={draft.symbol}
        onChange={set('symbol')}
        options={symbolOptions(
          texts.any,
          symbols.map((symbol) => symbol.symbol),
        )}
      />
      <FormField type="date" label={texts.from} value={draft.from} onChange={set('from')} />
      <FormField
        type="date"
        label={texts.to}
        value={draft.to}
        onChange={set('to')}
        error={problem ? texts.order : undefined}
      />
      <SelectField
        label={texts.side}
        value={draft.type}
        onChange={set('type')}
        options={sideOptions(texts.any)}
      />
      <FilterActions>
        <Button type="submit" size="sm" variant="primary">
          {texts.apply}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={clear}>
          {texts.clear}
        </Button>
        <DownloadButton type="button" size="sm" variant="ghost" request={closedListFile(applied)}>
          {texts.csv}
        </DownloadButton>
      </FilterActions>
    </FilterForm>
  );
}
