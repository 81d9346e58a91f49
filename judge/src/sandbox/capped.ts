/** Keeps the first `cap` bytes of a stream; `push` says whether the stream still fits. */
export class Capped {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly cap: number) {}

  push(chunk: Buffer): boolean {
    const room = this.cap - this.size;
    if (room > 0) {
      const kept = chunk.length <= room ? chunk : chunk.subarray(0, room);
      this.chunks.push(kept);
      this.size += kept.length;
    }
    return chunk.length <= room;
  }

  buffer(): Buffer {
    return Buffer.concat(this.chunks);
  }

  text(): string {
    return this.buffer().toString('utf8');
  }
}
