// A customer's share of the process's PDF engine (issue 40): at most `inFlight` of their documents waiting or printing
// at once, and at most `perWindow` prints in any `windowSeconds`. Kept in the process, beside the engine and its queue
// it protects: it works whatever Redis does, and a fleet of N processes lets a customer print at most N times as much.
// Only prints count: a PDF served from the cache (menu-pdf/printed-menus.ts) costs the engine nothing.

export interface CustomerAllowanceRules {
  /** Documents of one customer waiting or printing at once. */
  inFlight: number;
  /** Prints of one customer in a window. */
  perWindow: number;
  windowSeconds: number;
}

interface CustomerUse {
  inFlight: number;
  /** When each print of the window was taken (ms), oldest first. */
  taken: number[];
}

export class CustomerAllowance {
  private readonly customers = new Map<string, CustomerUse>();

  constructor(private readonly rules: CustomerAllowanceRules) {}

  /** Takes one print for the customer at `nowMs`; undefined when allowed, else the seconds to wait. */
  take(customer: string, nowMs: number): number | undefined {
    const use = this.current(customer, nowMs);
    if (use.inFlight >= this.rules.inFlight) return 1 + Math.ceil(this.rules.inFlight / 2);
    if (use.taken.length >= this.rules.perWindow) return Math.max(1, Math.ceil((use.taken[0]! + this.rules.windowSeconds * 1000 - nowMs) / 1000));
    use.inFlight += 1;
    use.taken.push(nowMs);
    // Last taken last: the map is in the order of each customer's latest print, so the stale ones come first.
    this.customers.delete(customer);
    this.customers.set(customer, use);
    return undefined;
  }

  /** A print taken that did not happen (the queue was full): it counts neither in flight nor in the window. */
  giveBack(customer: string): void {
    const use = this.customers.get(customer);
    if (!use) return;
    use.inFlight = Math.max(0, use.inFlight - 1);
    use.taken.pop();
    this.forgetIfIdle(customer, use);
  }

  /** A print finished (printed or failed): no longer in flight; it still counts in its window. */
  done(customer: string): void {
    const use = this.customers.get(customer);
    if (!use) return;
    use.inFlight = Math.max(0, use.inFlight - 1);
    this.forgetIfIdle(customer, use);
  }

  /** The customer's use with the prints older than the window dropped (a customer idle a whole window is forgotten). */
  private current(customer: string, nowMs: number): CustomerUse {
    const use = this.customers.get(customer) ?? { inFlight: 0, taken: [] };
    const since = nowMs - this.rules.windowSeconds * 1000;
    while (use.taken.length > 0 && use.taken[0]! <= since) use.taken.shift();
    // The map holds only customers with a print in flight or in the window: the stale ones, first, are dropped here.
    for (const [other, otherUse] of this.customers) {
      if (otherUse.inFlight > 0 || (otherUse.taken.at(-1) ?? 0) > since) break;
      if (other !== customer) this.customers.delete(other);
    }
    return use;
  }

  private forgetIfIdle(customer: string, use: CustomerUse): void {
    if (use.inFlight === 0 && use.taken.length === 0) this.customers.delete(customer);
  }
}
