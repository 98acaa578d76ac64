import type { FileInfo } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { ApiError } from '../../errors/api-error';
import type { Upload } from '../../http/multipart';
import { checkDocxBounds } from '../docx-bounds';
import { detectImage, detectResume } from '../file-types';
import { safeFileName, storeFile } from '../files';
import { checkUploadedImage } from '../image-bounds';

/**
 * A message attachment through the upload checks of résumés and pictures: the type by content (PDF, DOCX, PNG,
 * JPEG, WebP; anything else 415), a DOCX's archive bounds, a picture's pixel bounds. Stored as the sender's
 * `message_attachment`, readable by them alone until a message names it.
 */
export async function storeMessageAttachment(
  db: Tx,
  sender: { uid: string; role: 'candidate' | 'corporate' },
  upload: Upload,
): Promise<FileInfo> {
  const type = detectResume(upload.data) ?? detectImage(upload.data);
  if (!type) throw new ApiError('FILE_TYPE_NOT_ALLOWED');
  if (type.ext === 'docx') await checkDocxBounds(upload.data);
  else if (type.ext !== 'pdf') await checkUploadedImage(upload.data, type);
  return storeFile(db, {
    ownerUid: sender.uid,
    ownerRole: sender.role,
    kind: 'message_attachment',
    name: safeFileName(upload.filename, type.ext),
    mime: type.mime,
    data: upload.data,
  });
}
