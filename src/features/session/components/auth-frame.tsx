// The frame of the four session screens: a centred card with the product name and the screen's
// title, no sidebar or bottom nav (SPEC.md section 2).
import type { ReactNode } from 'react';
import { tr } from '../../../i18n/tr';
import { Brand, Card, Page, Title } from './auth-frame.styles';

export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Card>
        <Brand>{tr.app.title}</Brand>
        <Title>{title}</Title>
        {children}
      </Card>
    </Page>
  );
}

export { Footer, Form, FormAlert, FormNotice } from './auth-frame.styles';
