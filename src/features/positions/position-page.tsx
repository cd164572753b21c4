// /position/:id: an open position with the tabs Kapat (full or partial) and Düzenle (stop and take).
// After either succeeds the lists reload (tag invalidation) and the user goes to /transactions.
import { useCallback, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { tr } from '../../i18n/tr-signed-in';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import { detailProblemOf } from './api/detail-problem';
import { useGetOrderDetailQuery } from './api/positions-api';
import { ClosePositionForm } from './components/close-position-form';
import { DetailPage, Message } from './components/detail.styles';
import { EditStopTakeForm } from './components/edit-stop-take-form';
import { PositionFigures } from './components/position-figures';
import { ReversePositionButton } from './components/reverse-position-button';

type DetailTab = 'close' | 'edit';

const TAB_ITEMS = [
  { value: 'close', label: tr.positions.closeTab },
  { value: 'edit', label: tr.positions.editTab },
] as const satisfies readonly { value: DetailTab; label: string }[];

function Problem({ text }: { text: string }) {
  return (
    <Message role="alert">
      <span>{text}</span>
      <Link to="/transactions">{tr.positions.backToList}</Link>
    </Message>
  );
}

export default function PositionPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const idBase = useId();
  const [tab, setTab] = useState<DetailTab>('close');
  // No refetch on focus: the page keeps what it loaded while a close or edit is on its way.
  const { data: order, error, isLoading } = useGetOrderDetailQuery(id ?? skipToken);
  const toTransactions = useCallback(() => navigate('/transactions'), [navigate]);

  let body;
  if (isLoading) body = <Message role="status">{tr.loading.data}</Message>;
  else if (error || !order) body = <Problem text={error ? detailProblemOf(error) : tr.positions.notYours} />;
  else if (order.status !== 'open') body = <Problem text={tr.positions.notOpen} />;
  else {
    body = (
      <>
        <PositionFigures order={order} />
        <Tabs
          items={TAB_ITEMS}
          value={tab}
          onChange={setTab}
          ariaLabel={tr.positions.detailTabsLabel}
          idBase={idBase}
          stretch
        />
        <div {...tabPanelProps(idBase, tab)}>
          {tab === 'close' ? (
            <>
              <ClosePositionForm order={order} onDone={toTransactions} />
              <ReversePositionButton order={order} onDone={toTransactions} />
            </>
          ) : (
            <EditStopTakeForm order={order} onDone={toTransactions} />
          )}
        </div>
      </>
    );
  }

  return (
    <DetailPage>
      <h1>{order ? `${tr.positions.detailTitle}: ${order.symbol}` : tr.positions.detailTitle}</h1>
      {body}
    </DetailPage>
  );
}
