// The Teltonika door: a TCP server on its own port (SITELINE_TELTONIKA_PORT, default 5027) for
// FMB/FMC units speaking Codec 8 / Codec 8 Extended (codec.ts). Per connection:
//
//   1. handshake: the IMEI; 01 only for a registered unit installed on a machine (DeviceDirectory,
//      as the OsmAnd door matches units), else 00 and the connection is closed;
//   2. AVL packets, one at a time: decoded, mapped (mapping.ts), placed in time (clockPolicy.ts),
//      submitted whole to the group commit (commitQueue.ts), and the record count is answered ONLY
//      when the commit says 'ok'. A unit deletes what it holds when it reads the count, so an answer
//      before the commit could lose records in a crash. 'failed'/'overloaded': closed without an
//      answer; the unit keeps its records and sends them again on its next connection (repeats are
//      idempotent in store.ts).
//   3. garbage (a wrong CRC, a malformed or oversized packet, another codec): closed without an
//      answer, counted in `counters.rejected`, one log line for the operator (rate-limited).
//
// A unit waits for each answer before it sends the next packet, so a connection normally holds one
// packet; one that sends on while its packet is being committed is paused once it has buffered a
// whole packet's worth (maxPacketBytes), so it never holds more than that plus one socket chunk.
// (Pausing on every packet instead costs two system calls a packet.)
import { createServer, type Server, type Socket } from 'node:net';
import type { CommitQueue } from '../commitQueue.ts';
import type { DeviceDirectory } from '../ingest.ts';
import { placeInTime } from '../clockPolicy.ts';
import { avlPacketLength, CODEC_LIMITS, decodeAvl, decodeHandshake, type AvlRejectReason } from './codec.ts';
import { toReport } from './mapping.ts';
import { rateLimited, type DoorLog } from '../operatorLog.ts';
import { countAcceptedReports } from '../../ops/processMetrics.ts';
import { readProxyHeader } from './proxyHeader.ts';

export interface TeltonikaLimits {
  /** Open connections in all. A fleet of N units holds about N (units keep their link open). */
  maxConnections: number;
  /** Open connections from one remote address (units behind one carrier NAT share addresses). */
  maxPerAddress: number;
  /** From connect to a complete handshake. */
  handshakeMs: number;
  /** From a packet's first byte to its last: a slow sender cannot hold a connection by dribbling. */
  packetMs: number;
  /** Silence between packets. Units keep the link open after sending ("Open Link Timeout", 300 s by default), so a little more. */
  idleMs: number;
  /** Largest AVL data length (bytes). */
  maxPacketBytes: number;
}

export const DEFAULT_TELTONIKA_LIMITS: TeltonikaLimits = {
  maxConnections: 10_000,
  maxPerAddress: 20,
  handshakeMs: 10_000,
  packetMs: 30_000,
  idleMs: 330_000,
  maxPacketBytes: CODEC_LIMITS.maxDataBytes,
};

export type TeltonikaRejectReason =
  AvlRejectReason | 'unknown_device' | 'not_installed' | 'timeout' | 'connection_limit' | 'proxy_header' | 'commit_failed' | 'overloaded';

export interface TeltonikaCounters {
  connections: number;
  open: number;
  accepted: number;
  refused: number;
  packets: number;
  /** Records answered (committed). */
  records: number;
  /** Records kept without a fix because their coordinates were out of range. */
  badPositions: number;
  rejected: Partial<Record<TeltonikaRejectReason, number>>;
}

type Log = DoorLog;

export interface TeltonikaOptions {
  commits: CommitQueue;
  devices: DeviceDirectory;
  clock?: () => number;
  log?: Log;
  limits?: Partial<TeltonikaLimits>;
  /**
   * Every connection starts with a PROXY protocol header (v1 or v2) naming the unit's address
   * (SITELINE_TELTONIKA_PROXY_PROTOCOL): behind a TCP load balancer. Connections without one are refused.
   */
  proxyProtocol?: boolean;
}

export interface TeltonikaDoor {
  server: Server;
  counters: TeltonikaCounters;
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting, closes every connection (pending commits still finish in the queue). */
  close(): Promise<void>;
}

export function createTeltonikaDoor(options: TeltonikaOptions): TeltonikaDoor {
  const limits = { ...DEFAULT_TELTONIKA_LIMITS, ...options.limits };
  const clock = options.clock ?? Date.now;
  const warn = rateLimited(options.log);
  const counters: TeltonikaCounters = { connections: 0, open: 0, accepted: 0, refused: 0, packets: 0, records: 0, badPositions: 0, rejected: {} };
  const perAddress = new Map<string, number>();
  const sockets = new Set<Socket>();
  const count = (reason: TeltonikaRejectReason) => {
    counters.rejected[reason] = (counters.rejected[reason] ?? 0) + 1;
  };

  /** A connection's limits are checked once its address is known: at once, or after the PROXY header. */
  const accept = (socket: Socket, address: string, first: Buffer | null) => {
    if (sockets.size >= limits.maxConnections || (perAddress.get(address) ?? 0) >= limits.maxPerAddress) {
      count('connection_limit');
      warn({ remote: address, open: sockets.size }, 'Teltonika: connection refused, too many open connections');
      socket.destroy();
      return;
    }
    sockets.add(socket);
    counters.open = sockets.size;
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.on('close', () => {
      sockets.delete(socket);
      counters.open = sockets.size;
      const n = (perAddress.get(address) ?? 1) - 1;
      if (n <= 0) perAddress.delete(address);
      else perAddress.set(address, n);
    });
    const connection = new Connection(socket, address);
    if (first && first.length > 0) connection.onData(first);
  };

  /** Reads the balancer's PROXY header (bounded in bytes and in time), then accepts with the unit's address. */
  const acceptProxied = (socket: Socket) => {
    let buf = Buffer.alloc(0);
    const timer = setTimeout(() => {
      count('timeout');
      socket.destroy();
    }, limits.handshakeMs).unref();
    const onData = (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      const header = readProxyHeader(buf);
      if (header.kind === 'incomplete') return;
      clearTimeout(timer);
      socket.off('data', onData);
      if (header.kind === 'invalid') {
        count('proxy_header');
        warn({ remote: socket.remoteAddress }, 'Teltonika: connection refused, no valid PROXY protocol header (SITELINE_TELTONIKA_PROXY_PROTOCOL is on)');
        socket.destroy();
        return;
      }
      accept(socket, header.address ?? socket.remoteAddress ?? '?', header.rest);
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => clearTimeout(timer));
  };

  const server = createServer({ noDelay: true }, (socket) => {
    counters.connections++;
    if (options.proxyProtocol) acceptProxied(socket);
    else accept(socket, socket.remoteAddress ?? '?', null);
  });
  server.on('error', (err) => options.log?.error({ err }, 'Teltonika door: server error'));

  class Connection {
    private buf: Buffer = Buffer.alloc(0);
    private imei: string | null = null;
    private busy = false;
    private paused = false;
    private closed = false;
    private timer: NodeJS.Timeout | null = null;

    constructor(
      private readonly socket: Socket,
      private readonly address: string,
    ) {
      socket.on('data', (chunk: Buffer) => this.onData(chunk));
      // A reset or a write after the peer left: nothing to do but forget the connection.
      socket.on('error', () => this.close());
      socket.on('close', () => {
        this.closed = true;
        this.clearTimer();
      });
      this.arm(limits.handshakeMs);
    }

    private arm(ms: number) {
      this.clearTimer();
      this.timer = setTimeout(() => {
        count('timeout');
        this.close();
      }, ms);
      this.timer.unref();
    }

    private clearTimer() {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
    }

    private resume() {
      if (!this.paused) return;
      this.paused = false;
      this.socket.resume();
    }

    private close() {
      if (this.closed) return;
      this.closed = true;
      this.clearTimer();
      this.socket.destroy();
    }

    private reject(reason: TeltonikaRejectReason, message: string) {
      count(reason);
      warn({ remote: this.address, imei: this.imei, reason }, `Teltonika: ${message}; connection closed without an answer`);
      this.close();
    }

    onData(chunk: Buffer) {
      if (this.closed) return;
      const wasEmpty = this.buf.length === 0;
      this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
      if (this.busy) {
        // Sending on during a commit (or the handshake's lookup): bounded, not refused.
        if (this.buf.length > limits.maxPacketBytes + 12 && !this.paused) {
          this.paused = true;
          this.socket.pause();
        }
        return;
      }
      // A packet's deadline starts at its first byte and is not extended by later ones (slowloris).
      if (this.imei !== null && wasEmpty) this.arm(limits.packetMs);
      void this.pump();
    }

    /** Handles what is buffered: the handshake, then whole packets one at a time. */
    private async pump(): Promise<void> {
      if (this.busy) return;
      this.busy = true;
      try {
        while (!this.closed) {
          if (this.imei === null) {
            const hs = decodeHandshake(this.buf);
            if (hs === 'more') return;
            if (!hs.ok) return this.reject(hs.reason, hs.message);
            this.buf = this.buf.subarray(hs.bytes);
            const device = await options.devices.lookup(hs.imei);
            if (this.closed) return;
            if (device.id === null || !device.installed) {
              counters.refused++;
              count(device.id === null ? 'unknown_device' : 'not_installed');
              warn(
                { remote: this.address, imei: hs.imei },
                `Teltonika: IMEI ${hs.imei} refused (${device.id === null ? 'not a registered unit' : 'not installed on a machine'})`,
              );
              this.closed = true;
              this.clearTimer();
              this.socket.end(Buffer.from([0x00]));
              // The 00 is flushed with our FIN; a peer that never closes its side is cut after 2 s.
              setTimeout(() => this.socket.destroy(), 2000).unref();
              return;
            }
            counters.accepted++;
            this.imei = hs.imei;
            this.socket.write(Buffer.from([0x01]));
            this.resume();
            this.arm(this.buf.length > 0 ? limits.packetMs : limits.idleMs);
            continue;
          }
          // A lone 0xFF between packets is a keep-alive some firmwares send (Traccar skips it too).
          let skip = 0;
          while (skip < this.buf.length && this.buf[skip] === 0xff) skip++;
          if (skip > 0) this.buf = this.buf.subarray(skip);
          if (this.buf.length === 0) {
            // Only keep-alives: the link is idle, not a packet under way.
            if (skip > 0) this.arm(limits.idleMs);
            return;
          }
          const length = avlPacketLength(this.buf, limits.maxPacketBytes);
          if (length === 'more') return;
          if (typeof length !== 'number') return this.reject(length.reason, length.message);
          const packet = this.buf.subarray(0, length);
          this.buf = this.buf.subarray(length);
          // No deadline while the packet is being committed: a slow transaction is not the unit's fault.
          this.clearTimer();
          const ok = await this.packet(packet);
          if (!ok || this.closed) return;
          this.resume();
          this.arm(this.buf.length > 0 ? limits.packetMs : limits.idleMs);
        }
      } catch (err) {
        // Nothing above should throw (the decoder is total); a bug must cost one connection, not the server.
        options.log?.error({ err, remote: this.address, imei: this.imei }, 'Teltonika: connection failed');
        this.close();
      } finally {
        this.busy = false;
      }
    }

    /** Decodes, stores and answers one packet; false when the connection was closed instead. */
    private async packet(packet: Buffer): Promise<boolean> {
      const decoded = decodeAvl(packet, limits.maxPacketBytes);
      if (!decoded.ok) {
        this.reject(decoded.reason, decoded.message);
        return false;
      }
      counters.packets++;
      const receivedTs = clock();
      const device = await options.devices.lookup(this.imei!);
      if (device.id === null || !device.installed) {
        this.reject(device.id === null ? 'unknown_device' : 'not_installed', `IMEI ${this.imei} is no longer a unit installed on a machine`);
        return false;
      }
      const reports = decoded.records.map((record) => {
        const mapped = toReport(record);
        if (mapped.badPosition) counters.badPositions++;
        return mapped.report;
      });
      const status = await options.commits.submit(device.id, placeInTime(reports, receivedTs), receivedTs);
      if (this.closed) return false;
      if (status !== 'ok') {
        this.reject(status === 'failed' ? 'commit_failed' : 'overloaded', `${reports.length} records not stored (${status}); the unit will send them again`);
        return false;
      }
      counters.records += reports.length;
      countAcceptedReports('teltonika', reports.length);
      const ack = Buffer.alloc(4);
      ack.writeUInt32BE(decoded.records.length);
      this.socket.write(ack);
      return true;
    }
  }

  return {
    server,
    counters,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    async close() {
      const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
