// /operator/robots: the robot catalogue with an on/off switch per robot (PUT
// /api/operator/robots/:robotId). A robot switched off is no longer offered to customers who have
// not added it, and its running copies stop trading; the page says so above the list.
import { tr } from '../../../i18n/tr-signed-in';
import { useGetCatalogueQuery } from '../api/operator-api';
import { ListState } from '../components/list-state';
import { OnOffSwitch } from '../components/on-off-switch';
import { Actions, Card, Fields, Note, RowCard, RowList } from '../components/operator.styles';
import { useToggleRobot } from '../hooks/use-operator-actions';
import type { CatalogueRobot } from '../../../../contract/operator';
import { FieldPair } from '../components/field-pair';

const texts = tr.operator.robots;

function RobotRow({ robot }: { robot: CatalogueRobot }) {
  const [toggle, toggling] = useToggleRobot();
  return (
    <RowCard data-testid={`catalogue-robot-${robot.robotId}`}>
      <Fields>
        <FieldPair label={texts.name}>{robot.name}</FieldPair>
        <FieldPair label={tr.operator.customer.symbol}>{robot.symbol}</FieldPair>
        <FieldPair label={texts.usage}>
          {texts.subscribers(robot.subscribers, robot.activeSubscribers)}
        </FieldPair>
      </Fields>
      <Actions>
        <OnOffSwitch
          on={robot.enabled}
          label={texts.switchLabel(robot.name)}
          onText={texts.enabled}
          offText={texts.disabled}
          busy={toggling}
          onToggle={() => void toggle(robot)}
        />
      </Actions>
    </RowCard>
  );
}

export default function RobotsCataloguePage() {
  const { data, isLoading, isError, refetch } = useGetCatalogueQuery();
  const robots = data ?? [];
  return (
    <Card aria-label={tr.operator.sections.robots}>
      <Note>{texts.intro}</Note>
      <ListState
        isLoading={isLoading}
        isError={isError}
        count={robots.length}
        empty={texts.empty}
        onRetry={() => void refetch()}
      />
      {robots.length > 0 && (
        <RowList>
          {robots.map((robot) => (
            <RobotRow key={robot.robotId} robot={robot} />
          ))}
        </RowList>
      )}
    </Card>
  );
}
