// The small mark on a position a robot opened (`Order.robotId`), in the positions lists and on the
// position's page: the robot icon and the robot's name from the catalogue, which RTK Query loads
// once and shares. Until the catalogue answers, or for a robot no longer in it, it says "Robot".
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { useAppSelector } from '../../../app/hooks';
import { useGetRobotsQuery } from '../api/robots-api';
import { selectBacktestWindowDays } from '../robots-slice';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin-left: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  vertical-align: middle;
  white-space: nowrap;
`;

export interface RobotMarkProps {
  robotId: string;
  /** Rows show the icon alone (the name is its accessible label); the detail page shows the name. */
  showName?: boolean;
}

export function RobotMark({ robotId, showName = false }: RobotMarkProps) {
  // The catalogue's window too, so the mark shares the /robots answer instead of asking again.
  const windowDays = useAppSelector(selectBacktestWindowDays);
  const { name } = useGetRobotsQuery(windowDays, {
    selectFromResult: ({ data }) => ({ name: data?.find((robot) => robot.robotId === robotId)?.name }),
  });
  const label = name ? tr.robots.mark(name) : tr.robots.markUnknown;
  return (
    <Mark
      title={label}
      aria-label={showName ? undefined : label}
      role={showName ? undefined : 'img'}
      data-testid="robot-mark"
    >
      <Icon name="robots" sizePx={14} />
      {showName && label}
    </Mark>
  );
}
