// The back-test window chooser on /robots and a robot's page: 30, 90, 180 or 365 days. The choice
// is kept in the persisted robots slice, so every robot is shown over the same window the customer
// chose, never over a stretch picked to flatter one of them.
import { BACKTEST_WINDOWS_DAYS, type BacktestWindowDays } from '../../../../contract/robots';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Tabs } from '../../../ui/tabs';
import { backtestWindowChosen, selectBacktestWindowDays } from '../robots-slice';

const texts = tr.robots.window;
const WINDOW_TABS = BACKTEST_WINDOWS_DAYS.map((days) => ({ value: String(days), label: texts.days(days) }));

const windowOf = (value: string): BacktestWindowDays | undefined =>
  BACKTEST_WINDOWS_DAYS.find((days) => String(days) === value);

export function BacktestWindowPicker() {
  const dispatch = useAppDispatch();
  const windowDays = useAppSelector(selectBacktestWindowDays);
  return (
    <Tabs<string>
      items={WINDOW_TABS}
      value={String(windowDays)}
      onChange={(value) => {
        const chosen = windowOf(value);
        if (chosen !== undefined) dispatch(backtestWindowChosen(chosen));
      }}
      ariaLabel={texts.label}
      idBase="robots-window"
      withPanels={false}
    />
  );
}
