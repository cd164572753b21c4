// /actions (İşlemler): the actions page grid of SPEC.md section 2. deposit and withdraw are the
// money forms in their quick variant, market is the market feature's price widget, exchange the
// sample-rate converter, stacking the amounts waiting on the broker ('Bekleyen Tutarlar') and aml
// the anti-money-laundering rules with the customer's own limits and verification state
// (docs/decisions.md says why these two).
import { tr } from '../../i18n/tr-signed-in';
import { PageGridOf } from '../../ui/page-grid';
import { ExchangeWidget } from '../crypto';
import { PageHeading } from '../../ui/page-heading';
import { AmlWidget } from './components/aml-widget';
import { MarketSlot } from './components/market-slot';
import { MoneyWidget } from './components/money-widget';
import { PendingSummary } from './components/pending-summary';

export default function ActionsPage() {
  return (
    <>
      <PageHeading>{tr.shell.pages.actions}</PageHeading>
      <PageGridOf
        page="actions"
        widgets={{
          deposit: <MoneyWidget kind="deposit" />,
          withdraw: <MoneyWidget kind="withdraw" />,
          market: <MarketSlot />,
          exchange: <ExchangeWidget />,
          stacking: <PendingSummary />,
          aml: <AmlWidget />,
        }}
      />
    </>
  );
}
