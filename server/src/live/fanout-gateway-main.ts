// The entry point of a fan-out gateway process (forked by FanoutHub): reads its settings from the
// environment and serves the engine's process over the IPC channel until told to stop or orphaned.
import type { FromGateway, GatewaySettings, ToGateway } from './fanout-protocol';
import { GATEWAY_SETTINGS_ENV } from './fanout-protocol';
import { FanoutGateway } from './fanout-gateway';

const settings = JSON.parse(process.env[GATEWAY_SETTINGS_ENV] ?? '{}') as GatewaySettings;
const gateway = new FanoutGateway(
  settings,
  (message: FromGateway) => {
    if (process.connected) process.send?.(message);
  },
  () => process.exit(0),
);
process.on('message', (message: ToGateway, handle?: unknown) => gateway.receive(message, handle));
// The engine's process is gone: its sockets' state went with it, so this process goes too.
process.on('disconnect', () => process.exit(0));
