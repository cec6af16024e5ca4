// A small seeded PRNG (sfc32, seeded through cyrb128) so demo and benchmark data are reproducible:
// the same seed gives the same rows, byte for byte. Only integer and +,-,*,/ arithmetic is used for
// the random choices (no Math.random, no crypto), so the stream is identical on every platform.

/** cyrb128: hashes a string into four 32-bit words, used to seed sfc32 and to fork sub-streams. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export type Weighted<T> = readonly (readonly [T, number])[];

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(
    seed: number | string,
    private readonly label = String(seed),
  ) {
    [this.a, this.b, this.c, this.d] = cyrb128(`siteline:${seed}`);
    // Warm up: the first outputs of sfc32 are correlated with the seed words.
    for (let i = 0; i < 15; i++) this.u32();
  }

  /** An independent stream for one part of the data, so changing one generator leaves the others alone. */
  fork(name: string): Rng {
    return new Rng(`${this.label}/${name}`, `${this.label}/${name}`);
  }

  /** Next unsigned 32-bit integer (sfc32). */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** One item chosen with probability proportional to its weight. */
  weighted<T>(entries: Weighted<T>): T {
    return weightedPicker(entries)(this);
  }

  /** Roughly normal (Irwin-Hall of four uniforms): mean, standard deviation; bounded to ±3.5 sd. */
  normal(mean = 0, sd = 1): number {
    const sum = this.next() + this.next() + this.next() + this.next();
    return mean + (sum - 2) * sd * 1.7320508075688772;
  }

  /** value ± up to `fraction` of itself, normally distributed. */
  jitter(value: number, fraction: number): number {
    return value * (1 + this.normal(0, fraction / 2));
  }

  /** `count` distinct items in random order (partial Fisher-Yates). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }

  /** `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  digits(length: number): string {
    return this.chars(length, '0123456789');
  }

  /** A v4-formatted UUID drawn from this stream (reproducible, unlike crypto.randomUUID). */
  uuid(): string {
    const hex = (n: number) => n.toString(16).padStart(8, '0');
    const w = [this.u32(), this.u32(), this.u32(), this.u32()];
    w[1] = ((w[1] & 0xffff0fff) | 0x00004000) >>> 0; // version 4
    w[2] = ((w[2] & 0x3fffffff) | 0x80000000) >>> 0; // RFC 4122 variant
    const s = w.map(hex).join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
  }
}

/**
 * Precomputes the cumulative weights once; returns a picker to call many times (100k machines).
 * Entries with weight 0 are never chosen.
 */
export function weightedPicker<T>(entries: Weighted<T>): (rng: Rng) => T {
  const items: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [item, weight] of entries) {
    if (!(weight > 0)) continue;
    total += weight;
    items.push(item);
    cumulative.push(total);
  }
  if (items.length === 0) throw new Error('weighted pick without a positive weight');
  return (rng) => {
    const x = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}

/** Draws until `make` returns a value not already in `used`, records and returns it. */
export function unique<T>(used: Set<T>, make: () => T, attempts = 1000): T {
  for (let i = 0; i < attempts; i++) {
    const value = make();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
  throw new Error('could not draw a unique value; the value space is too small for the requested size');
}
