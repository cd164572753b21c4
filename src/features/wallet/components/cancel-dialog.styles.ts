// The look of the cancel dialog, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { ConfirmButtons } from '../../../ui/confirm-parts';

export const Actions = styled(ConfirmButtons)`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;
