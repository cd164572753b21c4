// What the detail page says about how a robot works: its strategy in plain words, the parameters it
// runs with and the safety limits the server holds every added robot to.
import type { RobotDetail } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { Label, SectionTitle } from './robots.styles';
import { List, Limits } from './robot-about.styles';

export function RobotAbout({ robot }: { robot: RobotDetail }) {
  const texts = tr.robots;
  const parameters = Object.entries(robot.parameters ?? {});
  return (
    <>
      <p>{robot.description}</p>
      <p>
        <Label>{texts.strategy}: </Label>
        {robot.strategy}
      </p>
      {parameters.length > 0 && (
        <>
          <SectionTitle>{texts.detail.parameters}</SectionTitle>
          <List>
            {parameters.map(([name, value]) => (
              <div key={name}>
                <dt>{texts.detail.parameterNames[name] ?? name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </List>
        </>
      )}
      {robot.limits && (
        <>
          <SectionTitle>{texts.detail.limits}</SectionTitle>
          <Limits>
            <li>{texts.detail.dailyLoss(String(robot.limits.dailyLossBalancePctMax))}</li>
            <li>{texts.detail.openMax(robot.limits.openPositionsMax)}</li>
          </Limits>
        </>
      )}
    </>
  );
}
