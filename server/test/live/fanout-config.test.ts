// LIVE_FANOUT_PROCESSES: read as a bounded integer, absent from the default configuration.
import { ConfigError, loadConfig } from '../../src/config';

describe('LIVE_FANOUT_PROCESSES', () => {
  it('sets how many gateway processes hold the live sockets', () => {
    expect(loadConfig({ LIVE_FANOUT_PROCESSES: '2' }).liveFanoutProcesses).toBe(2);
  });

  it('leaves the sockets in the server process by default or when 0', () => {
    expect(loadConfig({}).liveFanoutProcesses).toBeUndefined();
    expect(loadConfig({ LIVE_FANOUT_PROCESSES: '0' }).liveFanoutProcesses).toBeUndefined();
  });

  it.each(['-1', '65', 'two', '1.5'])('refuses %s naming the variable', (value) => {
    expect(() => loadConfig({ LIVE_FANOUT_PROCESSES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ LIVE_FANOUT_PROCESSES: value })).toThrow(/LIVE_FANOUT_PROCESSES/);
  });
});
