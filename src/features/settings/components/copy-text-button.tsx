// Copies a text (the two-factor secret, the recovery codes) and says so in a toast; a browser
// without the clipboard API, or one that refuses it, gets a message asking to copy by hand.
import { tr } from '../../../i18n/tr-signed-in';
import { useToast } from '../../../lib/toast';
import { Button } from '../../../ui/button';

export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(tr.settings.copied);
    } catch {
      toast.warning(tr.settings.copyFailed);
    }
  };
  return (
    <Button type="button" size="sm" variant="secondary" onClick={() => void copy()}>
      {label}
    </Button>
  );
}
