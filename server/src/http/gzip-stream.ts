import { constants, createGzip } from 'node:zlib';

/**
 * A stream gzipped chunk by chunk, each flushed as it comes (a sync flush costs a few bytes).
 * The compress middleware's CompressionStream holds small writes until it has a block, so a
 * page's head, sent at once, reached the browser only with the rest of the page.
 */
export function gzipFlushed(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const gzip = createGzip();
  const reader = source.getReader();
  let ended = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      gzip.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      gzip.on('end', () => controller.close());
      gzip.on('error', (error) => controller.error(error));
    },
    async pull() {
      if (ended) return;
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        gzip.end();
        return;
      }
      gzip.write(value);
      await new Promise<void>((resolve) => gzip.flush(constants.Z_SYNC_FLUSH, () => resolve()));
    },
    cancel(reason) {
      gzip.destroy();
      return reader.cancel(reason);
    },
  });
}
