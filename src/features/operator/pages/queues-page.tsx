// /operator: the three approval queues as tabs, each tab with the number of items waiting
// (GET /api/operator/queues), refreshed after every decision.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Tabs, tabPanelProps } from '../../../ui/tabs';
import { useGetQueueCountsQuery } from '../api/operator-api';
import { DocumentQueue } from '../components/document-queue';
import { Card, Stack } from '../components/operator.styles';
import { TransactionQueue } from '../components/transaction-queue';
import type { QueueCounts } from '../../../../contract/operator';

type Queue = keyof QueueCounts;
const QUEUES: readonly Queue[] = ['deposits', 'withdrawals', 'documents'];
const ID_BASE = 'operator-queues';

export default function QueuesPage() {
  const texts = tr.operator.queues;
  const [queue, setQueue] = useState<Queue>('deposits');
  const { data: counts } = useGetQueueCountsQuery();
  const items = QUEUES.map((value) => ({
    value,
    label: counts ? texts.tab(texts[value], counts[value]) : texts[value],
  }));
  return (
    <Card aria-label={tr.operator.sections.queues}>
      <Tabs<Queue> items={items} value={queue} onChange={setQueue} ariaLabel={texts.label} idBase={ID_BASE} />
      <Stack {...tabPanelProps(ID_BASE, queue)}>
        {queue === 'documents' ? (
          <DocumentQueue />
        ) : (
          <TransactionQueue key={queue} type={queue === 'deposits' ? 'deposit' : 'withdrawal'} />
        )}
      </Stack>
    </Card>
  );
}
