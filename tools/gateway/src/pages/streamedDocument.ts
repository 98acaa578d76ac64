import zlib from 'node:zlib';
import type { DocumentEncoding } from './keptDocuments';

/**
 * The compressor of a document sent in two writes (its head at once, its body when the server has rendered it):
 * each write is compressed and flushed, so the head is not held in the compressor while the page renders. Only these
 * answers flush: a flush per write cost a 10 KB document ~60 % more CPU, which every other answer (whole documents,
 * most of a crawler's cold pages) no longer pays (@fastify/compress's defaults).
 */
export function flushingCompressor(encoding: DocumentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}
