import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error';

export interface Upload {
  filename: string;
  data: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads a multipart body with one file part named `file` (any order of fields). A file over `maxBytes` is
 * FILE_TOO_LARGE; a missing file is a VALIDATION_ERROR on `file`.
 */
export async function readSingleUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart())
    throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'file', code: 'file_missing' }] });
  const fields: Record<string, string> = {};
  let upload: { filename: string; data: Buffer } | null = null;
  for await (const part of request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 1000 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE over the limit
      upload = { filename: part.filename, data };
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  if (!upload || upload.data.length === 0)
    throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'file', code: 'file_missing' }] });
  return { ...upload, fields };
}
