// The title of a page whose content belongs to later work (README: "Pages not yet built"). It
// renders inside the real layout, so the page is reachable and looks like part of the app.
import styled from 'styled-components';

const Title = styled.h1`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export function PageTitle({ title }: { title: string }) {
  return <Title>{title}</Title>;
}
