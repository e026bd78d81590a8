import type { ServerResponse } from 'node:http';
import type { LiveConnection } from '../services/live/live-hub.ts';

/** A client this far behind in reading its stream is dropped (it reconnects and gets a snapshot). */
const MAX_BUFFERED = 256 * 1024;

/**
 * A live stream over an HTTP reply. A class rather than an object of closures: its methods live
 * once on the prototype, so an open stream costs its fields alone (docs/architecture.md §7, "What a stream costs").
 */
export class LiveReply implements LiveConnection {
  constructor(
    private readonly raw: ServerResponse,
    readonly memberId: number,
    readonly tokenHash: string,
    readonly address: string,
    readonly renewAfterMs: number,
    readonly expiresAt: number,
    readonly notesAfter: number | undefined,
  ) {}

  write(chunk: string): void {
    if (this.raw.writableLength > MAX_BUFFERED) this.raw.destroy();
    else if (!this.raw.writableEnded) this.raw.write(chunk);
  }

  end(): void {
    this.raw.end();
  }

  drop(): void {
    this.raw.destroy();
  }
}
