import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isValidKey, type FileStorage } from './file-storage.js';

export type S3StorageConfig = {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
};

const isNotFound = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * The same FileStorage on an S3-compatible store (AWS S3, MinIO, R2, …): `size` is a HeadObject,
 * `stream` and `read` are (ranged) GetObjects whose bodies are streamed, never buffered whole.
 */
export const createS3FileStorage = (config: S3StorageConfig, client?: S3Client): FileStorage => {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? {
            credentials: {
              accessKeyId: config.accessKeyId,
              secretAccessKey: config.secretAccessKey,
            },
          }
        : {}),
    });
  const Bucket = config.bucket;

  const getObject = async (key: string, range?: string): Promise<Readable | undefined> => {
    if (!isValidKey(key)) return undefined;
    try {
      const answer = await s3.send(
        new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: range } : {}) }),
      );
      return answer.Body as Readable | undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  const collect = async (body: Readable): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  };

  return {
    async put(key, data) {
      if (!isValidKey(key)) throw new Error(`invalid storage key ${key}`);
      await s3.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
      );
    },
    async get(key) {
      const body = await getObject(key);
      return body ? { data: await collect(body), contentType: contentTypeOf(key) } : undefined;
    },
    async size(key) {
      if (!isValidKey(key)) return undefined;
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    stream(key, range) {
      return getObject(key, range ? `bytes=${range.start}-${range.end}` : undefined);
    },
    async read(key, start, length) {
      if (length <= 0) return Buffer.alloc(0);
      try {
        const body = await getObject(key, `bytes=${start}-${start + length - 1}`);
        if (!body) throw new Error(`no file ${key}`);
        return await collect(body);
      } catch (error) {
        // A range that starts past the end: nothing there, as the local adapter answers.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
          return Buffer.alloc(0);
        throw error;
      }
    },
  };
};
