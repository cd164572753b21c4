// Trading on a gateway-only node: the routes of /api/orders and /api/margin, trading's refusals
// (so a refusal from the leader answers with the same status and Turkish text) and the services
// the gateway's parts use, all answered by the shard's leader (remote-trading.ts). The personal
// part of each connect snapshot (the account's figures, its positions' profit) comes from the
// leader too, asked while the socket is admitted; what changes after it arrives by the live relay.
import type { LiveMessage } from '../../../contract/live';
import type { PartDefinition } from '../compose/server-part';
import { accountOfChannel } from '../live/live-ports';
import { bulkOrdersRoutes } from '../trading/bulk-orders-routes';
import { marginRoutes } from '../trading/margin-routes';
import { ordersRoutes } from '../trading/orders-routes';
import type { TradingCommandServices } from '../trading/trading-commands';
import { TRADING_COMMANDS } from '../trading/trading-commands-part';
import { TRADING_REFUSALS } from '../trading/trading-refusals';
import type { LeaderSnapshot } from './command-handlers';
import type { CommandClient } from './command-client';
import type { NatsLiveReceiver } from './live-relay';
import { remoteTradingCommands, USD_TRY_REFRESH_MS } from './remote-trading';

/** Subscribes a channel before its snapshot is asked for (live-relay.ts); none in unit tests. */
export type ChannelOpener = Pick<NatsLiveReceiver, 'open'>;

const noOpener: ChannelOpener = { open: () => ({ settle: () => undefined }) };

export function remoteTradingPart(
  client: CommandClient,
  opener: ChannelOpener = noOpener,
): PartDefinition<TradingCommandServices> {
  return {
    ref: TRADING_COMMANDS,
    roles: ['gateway'],
    needs: [],
    build({ live, logger }) {
      const trading = remoteTradingCommands(client);
      // Per set of channels, the snapshots asked for by sockets being admitted, oldest first.
      const asked = new Map<string, LiveMessage[][]>();
      const keyOf = (channels: readonly string[]) => channels.join('\n');
      live.addPreparer(async (channels) => {
        const messages: LiveMessage[] = [];
        for (const channel of channels) {
          const accountId = accountOfChannel(channel);
          if (accountId === null) continue;
          // Subscribed before the snapshot is asked for, so no update between the two is lost.
          const opening = opener.open(channel);
          try {
            const snapshot = (await client.call(accountId, 'snapshot', [[accountId]])) as LeaderSnapshot;
            messages.push(...snapshot.messages);
            opening.settle(snapshot.sequences[0] ?? null);
          } catch (error) {
            opening.settle(null);
            // No leader now: the socket still opens with the prices; the figures follow by the relay.
            logger.warn({ err: error, accountId }, 'connect snapshot from the leader failed');
          }
        }
        const key = keyOf(channels);
        asked.set(key, [...(asked.get(key) ?? []), messages]);
      });
      live.addSnapshotContributor((channels) => {
        const key = keyOf(channels);
        const waiting = asked.get(key);
        const messages = waiting?.shift() ?? [];
        if (waiting?.length === 0) asked.delete(key);
        return messages;
      });
      let refreshing: NodeJS.Timeout | null = null;
      return {
        services: trading,
        refusals: TRADING_REFUSALS,
        async start() {
          await trading.refreshUsdTry();
          refreshing = setInterval(() => void trading.refreshUsdTry(), USD_TRY_REFRESH_MS);
          refreshing.unref();
        },
        stop() {
          if (refreshing) clearInterval(refreshing);
        },
        routes: async (app) => {
          await app.register(ordersRoutes, { prefix: '/api/orders', service: trading.orders });
          await app.register(bulkOrdersRoutes, { prefix: '/api/orders', service: trading.orders });
          await app.register(marginRoutes, { prefix: '/api/margin', margin: trading.margin });
        },
      };
    },
  };
}
