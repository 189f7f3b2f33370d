/**
 * A least-recently-used map bounded by the bytes of its values (as the caller measures them).
 * A value larger than the whole budget is not kept; a budget of 0 keeps nothing.
 */
export class ByteLru<Value> {
  private readonly entries = new Map<string, { value: Value; bytes: number }>();
  private used = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
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

  set(key: string, value: Value, bytes: number): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.used -= previous.bytes;
    }
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}
