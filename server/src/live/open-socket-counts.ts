// How many sockets each token and each address hold open, so one stolen token or one script
// cannot open thousands (each one costs a snapshot, a slot in the hub and its buffers). Counted
// in this process; a socket is released when it closes, whatever closed it.

export class OpenSocketCounts {
  private readonly byToken = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly perTokenMax: number,
    private readonly perAddressMax: number,
  ) {}

  /** Counts one more socket; false (and nothing counted) when the token or the address is full. */
  admit(token: string, address: string): boolean {
    const forToken = this.byToken.get(token) ?? 0;
    const forAddress = this.byAddress.get(address) ?? 0;
    if (forToken >= this.perTokenMax || forAddress >= this.perAddressMax) return false;
    this.byToken.set(token, forToken + 1);
    this.byAddress.set(address, forAddress + 1);
    return true;
  }

  release(token: string, address: string): void {
    decrement(this.byToken, token);
    decrement(this.byAddress, address);
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const count = counts.get(key) ?? 0;
  if (count <= 1) counts.delete(key);
  else counts.set(key, count - 1);
}
