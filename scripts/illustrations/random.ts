/** A small seeded PRNG (mulberry32): the same seed always draws the same picture. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = (seed * 2654435761) >>> 0 || 0x9e3779b9;
    for (let i = 0; i < 4; i++) this.next();
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** A new generator derived from this one, so sub-drawings do not shift each other's numbers. */
  fork(salt: number): Rng {
    return new Rng(Math.floor(this.next() * 1e9) ^ salt);
  }
}
