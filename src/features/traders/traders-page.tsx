// /traders (Traderlar): the traders the customer can copy, with their figures, searchable by name
// (GET /api/traders?search=, case-insensitive on the server). The search is kept in the persisted
// traders slice, so the list comes back as it was left; the query waits for a short pause in
// typing so each keystroke is not a call.
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { FormInput } from '../../ui/form-controls';
import { RetryNote } from '../../ui/list-note';
import { PageHeading } from '../../ui/page-heading';
import { useGetTradersQuery } from './api/traders-api';
import { TraderCard } from './components/trader-card';
import { Muted, Note } from './components/traders.styles';
import { searchChanged, selectLastSearch } from './traders-slice';
import { OfferedOnly } from '../compliance';
import { Toolbar, Grid } from './traders-page.styles';

/** How long typing must pause before the list is asked for again. */
export const SEARCH_DEBOUNCE_MS = 300;

function TradersPageBody() {
  const texts = tr.traders;
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectLastSearch);
  const [typed, setTyped] = useState(stored);
  const [search, setSearch] = useState(stored.trim());

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      dispatch(searchChanged(typed));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, dispatch]);

  const { data: traders, isLoading, isError, refetch } = useGetTradersQuery(search);

  let body;
  if (isLoading) body = <Note>{texts.loading}</Note>;
  else if (isError && !traders)
    body = <RetryNote text={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void refetch()} />;
  else if (!traders || traders.length === 0)
    body = <Note>{search ? texts.noneFor(search) : texts.none}</Note>;
  else
    body = (
      <Grid>
        {traders.map((trader) => (
          <TraderCard key={trader.id} trader={trader} />
        ))}
      </Grid>
    );

  return (
    <>
      <PageHeading>{tr.shell.pages.traders}</PageHeading>
      <Toolbar>
        <Muted>{texts.intro}</Muted>
        <FormInput
          type="search"
          value={typed}
          placeholder={texts.search}
          aria-label={texts.searchLabel}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Toolbar>
      {body}
    </>
  );
}

/** Shown only while the broker's profile offers the product (issue 21, per-product switches). */
export default function TradersPage() {
  return (
    <OfferedOnly product="copyTrading">
      <TradersPageBody />
    </OfferedOnly>
  );
}
