// Money moves only on the real account (API.md "Money"). On the practice account the money screens
// say so and offer the switch in place, so the customer need not find the header's switcher.
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { useAccounts, useSwitchAccount } from '../../accounts';
import { Notice } from './money-form.styles';

export function RealOnlyNotice() {
  const { real } = useAccounts();
  const [switchTo, switching] = useSwitchAccount();
  return (
    <Notice $tone="warning" role="note">
      <p>{tr.money.realOnly}</p>
      {real && (
        <Button variant="primary" busy={switching} onClick={() => void switchTo(real)}>
          {tr.money.switchToReal}
        </Button>
      )}
    </Notice>
  );
}
