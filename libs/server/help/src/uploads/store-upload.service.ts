import { HELP_IMAGE_MAX_BYTES, type ImageUploadReply } from '@stays/api-client';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { sniffImageType } from './image-type';

/**
 * POST yoImageUpload: a picture for an issue, kept whole in one row (bytea) or not at all. Its type is read from
 * its first bytes (JPEG, PNG, WebP); anything else is 415 and an empty or over-large file 413/400, before any write.
 */
export async function storeUpload(database: SqlClient, userId: number, bytes: Uint8Array, now: Date): Promise<ImageUploadReply> {
  if (bytes.length === 0) throw new ServiceError(400, 'IMAGE_EMPTY', 'The picture is empty: choose another file.');
  if (bytes.length > HELP_IMAGE_MAX_BYTES) throw imageTooLarge();
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new ServiceError(415, 'IMAGE_TYPE_NOT_ALLOWED', 'Only JPEG, PNG or WebP pictures can be attached.');
  const [row] = await database.query<{ id: number }>(
    'INSERT INTO help_uploads (user_id, content_type, byte_size, bytes, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, contentType, bytes.length, bytes, now],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return { upload_id: row.id, content_type: contentType, byte_size: bytes.length };
}

export function imageTooLarge(): ServiceError {
  return new ServiceError(413, 'IMAGE_TOO_LARGE', `A picture can be at most ${HELP_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`);
}
