import type { FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../errors/api-error';
import { findBadInput } from './input-guard';

export interface Upload {
  filename: string;
  data: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads a multipart body with one file part named `file` (any order of fields). A file over `maxBytes` is
 * FILE_TOO_LARGE; a missing file is a VALIDATION_ERROR on `file`; too many parts are a 413 VALIDATION_ERROR; a body
 * the parser cannot read to its end (truncated, no closing boundary, malformed headers) is a VALIDATION_ERROR on
 * `file`; fields and the file name follow the same character rules as JSON input (input-guard).
 */
export async function readSingleUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart())
    throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'file', code: 'file_missing' }] });
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let upload: { filename: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 1000, parts: 22 },
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
  } catch (error) {
    throw multipartError(error);
  }
  const bad = [
    ...findBadInput(fields),
    ...(upload && findBadInput(upload.filename).length > 0
      ? [{ field: 'file', code: 'invalid_characters' }]
      : []),
  ];
  if (bad.length > 0) throw validationError(bad);
  if (!upload || upload.data.length === 0)
    throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'file', code: 'file_missing' }] });
  return { ...upload, fields: { ...fields } };
}

/** The parser's limit errors keep their status (classified by the error handler); anything else is bad input. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_PROTO_VIOLATION') return validationError([{ field: '__proto__', code: 'forbidden_key' }]);
  if (error instanceof ApiError || (typeof code === 'string' && code.startsWith('FST_'))) return error;
  return validationError([{ field: 'file', code: 'multipart_malformed' }]);
}
