// /operator/traders: trader moderation. Find a trader, hide it from customers with a reason or put
// it back, and read its comments to remove one with a reason.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { useGetModeratedTradersQuery } from '../api/operator-api';
import { Actions, Badge, Card, Fields, FullRow, RowCard, RowList } from '../components/operator.styles';
import { PagedList } from '../components/paged-list';
import { ReasonDialog } from '../components/reason-dialog';
import { SearchForm } from '../components/search-form';
import { TraderComments } from '../components/trader-comments';
import { useNarrowedPages } from '../hooks/use-narrowed-pages';
import { useHideTrader, useShowTrader } from '../hooks/use-operator-actions';
import type { ModeratedTrader } from '../../../../contract/operator';
import { FieldPair } from '../components/field-pair';

const texts = tr.operator.traders;

function TraderRow({ trader }: { trader: ModeratedTrader }) {
  const [hide, hiding] = useHideTrader();
  const [show, showing] = useShowTrader();
  const [asking, setAsking] = useState(false);
  const [reading, setReading] = useState(false);
  return (
    <RowCard data-testid={`trader-row-${trader.id}`}>
      <Fields>
        <FieldPair label={texts.name}>{trader.name}</FieldPair>
        <FieldPair label={tr.operator.customer.status}>
          <Badge $tone={trader.hidden ? 'negative' : 'positive'}>
            {trader.hidden ? texts.hidden : texts.visible}
          </Badge>
        </FieldPair>
        <FieldPair label={texts.audience}>
          {texts.followers(trader.followCount)}, {texts.copiers(trader.copiers)}
        </FieldPair>
        {trader.hidden && trader.hiddenReason && (
          <FieldPair label={tr.operator.customer.reason}>{trader.hiddenReason}</FieldPair>
        )}
      </Fields>
      <Actions>
        <Button size="sm" variant="secondary" aria-expanded={reading} onClick={() => setReading(!reading)}>
          {texts.comments}
        </Button>
        {trader.hidden ? (
          <Button
            size="sm"
            variant="positive"
            aria-label={texts.showLabel(trader.name)}
            busy={showing}
            onClick={() => void show(trader)}
          >
            {texts.show}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="negative"
            aria-label={texts.hideLabel(trader.name)}
            onClick={() => setAsking(true)}
          >
            {texts.hide}
          </Button>
        )}
      </Actions>
      {reading && (
        <FullRow>
          <TraderComments trader={trader} />
        </FullRow>
      )}
      {asking && (
        <ReasonDialog
          title={texts.hideTitle(trader.name)}
          hint={texts.hideHint}
          confirmLabel={texts.hideConfirm}
          busy={hiding}
          onConfirm={(reason) => hide(trader, reason)}
          onClose={() => setAsking(false)}
        />
      )}
    </RowCard>
  );
}

export default function TradersPage() {
  const { filter: search, narrow, page, setPage } = useNarrowedPages('');
  const query = useGetModeratedTradersQuery({ search, page });
  return (
    <Card aria-label={tr.operator.sections.traders}>
      <SearchForm label={texts.searchLabel} submitLabel={texts.search} initial={search} onSearch={narrow} />
      <PagedList query={query} empty={texts.empty} onPage={setPage}>
        {(rows) => (
          <RowList aria-label={texts.resultsLabel}>
            {rows.map((trader) => (
              <TraderRow key={trader.id} trader={trader} />
            ))}
          </RowList>
        )}
      </PagedList>
    </Card>
  );
}
