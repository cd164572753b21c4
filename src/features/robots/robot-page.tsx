// /robots/:robotId: one robot in full (POST /api/robots/detail): what it does, its state and
// actions, the back-test's equity curve on the project's chart library, its figures beside the
// customer's live ones, and its trades on the active account. Opening it is remembered in the
// robots slice, so the catalogue marks the robot last looked at.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-number';
import { formatLots } from '../../lib/sanitize-amount';
import { PageHeading } from '../../ui/page-heading';
import { usePageTitle } from '../../ui/page-title';
import { useGetRobotDetailQuery } from './api/robots-api';
import { EquityChart } from './components/equity-chart';
import { RobotAbout } from './components/robot-about';
import { RobotActions } from './components/robot-actions';
import { robotMetaOf } from './components/robot-card';
import { RobotFigures } from './components/robot-figures';
import { RobotStatusBadge } from './components/robot-status-badge';
import { RobotTrades } from './components/robot-trades';
import { Card, CardHead, Muted, Note } from './components/robots.styles';
import { isAdded } from './robot-status';
import { robotViewed, selectBacktestWindowDays } from './robots-slice';
import { BacktestWindowPicker } from './components/backtest-window-picker';
import { Column, Back } from './robot-page.styles';

const unixDate = (seconds: number | null): string =>
  seconds === null ? '-' : formatDate(new Date(seconds * 1000));

export default function RobotPage() {
  const texts = tr.robots;
  const { robotId = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const windowDays = useAppSelector(selectBacktestWindowDays);
  const {
    data: robot,
    isLoading,
    isError,
  } = useGetRobotDetailQuery({ robotId, windowDays }, { skip: !robotId });
  // A phone's header names the robot, not the catalogue (issue 22, item 9).
  usePageTitle(robot?.name);

  useEffect(() => {
    if (robot) dispatch(robotViewed(robot.robotId));
  }, [dispatch, robot]);

  const back = <Back to="/robots">{texts.detail.back}</Back>;
  if (isLoading) return <Note>{texts.loading}</Note>;
  if (isError || !robot)
    return (
      <Column>
        <PageHeading>{tr.shell.pages.robots}</PageHeading>
        <Note role="alert">{texts.detail.notFound}</Note>
        {back}
      </Column>
    );

  const { backtest } = robot;
  return (
    <Column>
      {back}
      <PageHeading>{robot.name}</PageHeading>
      <Card aria-label={texts.detail.about}>
        <CardHead>
          <Muted>{robotMetaOf(robot)}</Muted>
          <RobotStatusBadge robot={robot} />
        </CardHead>
        <RobotAbout robot={robot} />
        {isAdded(robot) && (
          <p data-testid={`robot-size-${robot.robotId}`}>
            {texts.positionSize(formatLots(robot.positionSize ?? 0))}
          </p>
        )}
        <RobotActions robot={robot} onDeleted={() => navigate('/robots')} />
      </Card>
      <Card aria-labelledby="robot-equity-title">
        <h2 id="robot-equity-title">{texts.detail.equityTitle}</h2>
        <BacktestWindowPicker />
        <Muted>
          {texts.detail.equitySpan(backtest.bars, unixDate(backtest.fromTime), unixDate(backtest.toTime))}
        </Muted>
        <Muted>
          {texts.detail.backtestBasis(formatMoney(backtest.startEquity), formatLots(backtest.lots))}
        </Muted>
        <EquityChart points={backtest.equityCurve} label={texts.detail.equityLabel(robot.name)} />
        <RobotFigures robot={robot} />
      </Card>
      <Card aria-labelledby="robot-trades-title">
        <h2 id="robot-trades-title">{texts.detail.tradesTitle}</h2>
        <RobotTrades trades={robot.trades ?? []} />
      </Card>
    </Column>
  );
}
