// /closed/:id: one closed trade's detail. Anything that is not a closed trade of this customer
// shows SPEC.md's 'Bir Hata Oluştu ve Kapanan Pozisyon Bulunamadı.'.
import { Link, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { tr } from '../../i18n/tr-signed-in';
import { useGetOrderDetailQuery } from './api/positions-api';
import { ClosedTradeFigures } from './components/closed-trade-figures';
import { DetailPage, Message } from './components/detail.styles';

export default function ClosedPage() {
  const { id } = useParams();
  const { data: order, isLoading, isError } = useGetOrderDetailQuery(id ?? skipToken);

  let body;
  if (isLoading) body = <Message role="status">{tr.loading.data}</Message>;
  else if (isError || !order || order.status !== 'closed') {
    body = (
      <Message role="alert">
        <span>{tr.positions.closedNotFound}</span>
        <Link to="/transactions">{tr.positions.backToList}</Link>
      </Message>
    );
  } else body = <ClosedTradeFigures order={order} />;

  return (
    <DetailPage>
      <h1>{tr.positions.closedDetailTitle}</h1>
      {body}
    </DetailPage>
  );
}
