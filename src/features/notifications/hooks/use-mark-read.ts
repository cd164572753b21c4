// Marks one notification, or all of them, read (PUT /api/notifications/read) with its toast.
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { useMarkNotificationsReadMutation, type MarkReadRequest } from '../api/notifications-api';

export function useMarkRead() {
  const [markRead] = useMarkNotificationsReadMutation();
  const [run, busy] = useMutationOutcome((request: MarkReadRequest) => markRead(request), {
    success: tr.notifications.marked,
  });
  return {
    markOne: (id: string) => run({ ids: [id] }),
    markAll: () => run({ all: true }),
    busy,
  };
}
