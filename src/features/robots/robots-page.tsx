// /robots (Robotlar): the broker's robot catalogue, all of it or only the robots the customer
// added (the filter is kept in the persisted robots slice, like the robot last opened). Cloud
// robots run on the server around the clock, so this page only shows and changes them.
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { RetryNote } from '../../ui/list-note';
import { PageHeading } from '../../ui/page-heading';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import { useGetRobotsQuery } from './api/robots-api';
import { BacktestWindowPicker } from './components/backtest-window-picker';
import { RobotCard } from './components/robot-card';
import { Muted, Note } from './components/robots.styles';
import { isAdded } from './robot-status';
import {
  filterChosen,
  ROBOTS_FILTERS,
  selectBacktestWindowDays,
  selectLastViewedRobotId,
  selectRobotsFilter,
  type RobotsFilter,
} from './robots-slice';
import { Toolbar, Grid } from './robots-page.styles';

const FILTER_ID_BASE = 'robots-filter';
const FILTER_TABS = ROBOTS_FILTERS.map((value) => ({ value, label: tr.robots.filters[value] }));

export default function RobotsPage() {
  const texts = tr.robots;
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectRobotsFilter);
  const lastViewedId = useAppSelector(selectLastViewedRobotId);
  const windowDays = useAppSelector(selectBacktestWindowDays);
  const { data: robots, isLoading, isFetching, isError, refetch } = useGetRobotsQuery(windowDays);
  const shown = (robots ?? []).filter((robot) => filter === 'all' || isAdded(robot));

  let body;
  if (isLoading) body = <Note>{texts.loading}</Note>;
  else if (isError && !robots)
    body = <RetryNote text={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void refetch()} />;
  else if (shown.length === 0)
    body = <Note>{filter === 'added' ? texts.noneAdded : texts.catalogueEmpty}</Note>;
  else
    body = (
      <Grid>
        {shown.map((robot) => (
          <RobotCard key={robot.robotId} robot={robot} lastViewed={robot.robotId === lastViewedId} />
        ))}
      </Grid>
    );

  return (
    <>
      <PageHeading>{tr.shell.pages.robots}</PageHeading>
      <Toolbar>
        <Muted>{texts.intro}</Muted>
        <BacktestWindowPicker />
        <Muted>{texts.figures.honesty}</Muted>
        <Tabs<RobotsFilter>
          items={FILTER_TABS}
          value={filter}
          onChange={(value) => dispatch(filterChosen(value))}
          ariaLabel={texts.filterLabel}
          idBase={FILTER_ID_BASE}
        />
      </Toolbar>
      <div {...tabPanelProps(FILTER_ID_BASE, filter)} aria-busy={isFetching}>
        {body}
      </div>
    </>
  );
}
