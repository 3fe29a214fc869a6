import { Writable } from 'node:stream';

/** The server's log as parsed JSON lines, kept in memory: pass `stream` as the logger's stream, read `lines`. */
export function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}
