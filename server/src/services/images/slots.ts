// At most N sharp jobs at once (uploads and rendered sizes share the slots), so memory stays bounded
// however many uploads arrive together; the others wait their turn, first come first served.
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    // A finishing job hands its slot straight to the next waiter, so `running` never overshoots.
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export const imageSlots = new Slots(2);
