// The ticket's header: symbol code and description, the day's high and low (live), and a button
// that opens the symbol's details under it.
import { useId, useState } from 'react';
import type { SymbolInfo } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import { SymbolDetails, selectDaily } from '../../market';
import { Header } from './order-ticket.styles';
import { TopLine, DetailsToggle, Range } from './ticket-header.styles';

export function TicketHeader({ info }: { info: SymbolInfo }) {
  const daily = useAppSelector(selectDaily(info.symbol));
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Header>
      <TopLine>
        <div>
          <h2>{info.symbol}</h2>
          <p>{info.desc}</p>
        </div>
        <DetailsToggle
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {tr.symbolDetails.show}
        </DetailsToggle>
      </TopLine>
      <Range>
        <div>
          <dt>{tr.symbolDetails.dayHigh}</dt>
          <dd data-testid="day-high">{formatPrice(daily?.high, info.digits)}</dd>
        </div>
        <div>
          <dt>{tr.symbolDetails.dayLow}</dt>
          <dd data-testid="day-low">{formatPrice(daily?.low, info.digits)}</dd>
        </div>
      </Range>
      {open && <SymbolDetails info={info} id={detailsId} />}
    </Header>
  );
}
