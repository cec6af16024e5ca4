// A Teltonika unit's side of a TCP connection for the door's tests: connect, write bytes, read what
// the server answers (with a deadline), know when the server closed.
import { connect, type Socket } from 'node:net';

export class UnitClient {
  private received = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;
  readonly done: Promise<void>;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on('error', () => {});
    this.done = new Promise((resolve) =>
      socket.on('close', () => {
        this.closed = true;
        this.wake();
        resolve();
      }),
    );
  }

  static open(port: number): Promise<UnitClient> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', noDelay: true });
      socket.once('connect', () => resolve(new UnitClient(socket)));
      socket.once('error', reject);
    });
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  write(bytes: Uint8Array) {
    if (!this.closed) this.socket.write(bytes);
  }

  /** The next `n` bytes the server sent, or null when it closed (or `ms` passed) first. */
  async read(n: number, ms = 5000): Promise<Buffer | null> {
    const deadline = Date.now() + ms;
    while (this.received.length < n) {
      if (this.closed || Date.now() >= deadline) return null;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    const out = this.received.subarray(0, n);
    this.received = this.received.subarray(n);
    return out;
  }

  /** Bytes received and not read yet. */
  get pending() {
    return this.received.length;
  }

  /** Resolves true when the server closes the connection within `ms`. */
  async closedWithin(ms: number): Promise<boolean> {
    if (this.closed) return true;
    return Promise.race([this.done.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
  }

  end() {
    this.socket.destroy();
  }
}
