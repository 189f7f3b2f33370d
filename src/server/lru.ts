/**
 * A least-recently-used map bounded by the total cost of its values, as the caller measures it:
 * their bytes (rendered documents), or 1 each for a bound on the count (GraphQL operations).
 * A value costing more than the whole budget is not kept; a budget of 0 keeps nothing.
 */
export class Lru<Value> {
  private readonly entries = new Map<string, { value: Value; cost: number }>();
  private used = 0;

  constructor(private readonly maxCost: number) {}

  /** The total cost of the values kept. */
  get cost(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value, cost: number): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.used -= previous.cost;
    }
    if (cost > this.maxCost) return;
    this.entries.set(key, { value, cost });
    this.used += cost;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.maxCost) break;
      this.entries.delete(oldest);
      this.used -= entry.cost;
    }
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}
