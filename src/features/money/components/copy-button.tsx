// Copies a text (an IBAN, a reference code) to the clipboard and says so in a toast. Browsers
// without the clipboard API, or that refuse it, get a message asking to copy by hand.
import { tr } from '../../../i18n/tr-signed-in';
import { useToast } from '../../../lib/toast';
import { Button } from '../../../ui/button';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(tr.money.copied);
    } catch {
      toast.warning(tr.money.copyFailed);
    }
  };
  return (
    <Button size="sm" aria-label={label} onClick={() => void copy()}>
      {tr.money.copy}
    </Button>
  );
}
