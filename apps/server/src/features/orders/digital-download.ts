// GET api/v1/common/download-digital-file/{orderItemId}/{token} (deviation #10): streams a
// bought digital file to its buyer only, once the item is Completed. The credential is the
// buyer's login token, in the path (what a plain link can carry) or the Token header; the
// provider's `/{orderItemId}/{UserID}` form is refused, since a user id is no secret: with a
// 401 and one plain-text sentence, since that storefront saves whatever answers as the file.
// Files come only from FILES_DIR/digital (never public), after resolving the real path.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DOWNLOAD_PATH_PREFIX } from '@bazaar/contract/endpoints';
import { ID_MAX, idFromText } from '@bazaar/contract/ids';
import { say, type Message } from '@bazaar/i18n/message-catalogue';
import { hashToken, presentedToken, resolveUser } from '../../auth/current-user.ts';
import type { Database } from '../../db/schema.ts';
import { isInsideFolder } from '../../plugins/public-path.ts';
import { answerLanguage } from '../../answer-language.ts';
import { sendEnvelope } from '../../wire.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { downloadItem, tokenUserId } from './order-history.repository.ts';
import { isDownloadable } from './order-status.ts';

/** The folder below FILES_DIR that holds digital products (products.digital_file_path). */
export const DIGITAL_FOLDER = 'digital';

/** What the provider's storefront puts where the token belongs: a user id. */
const LOOKS_LIKE_USER_ID = /^\d{1,15}$/;
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(?:\s*;\s*[\w.+-]+=[\w.+-]+)*$/;

interface DownloadParams {
  orderItemId: string;
  credential?: string;
}

export interface DownloadOptions {
  db: Kysely<Database>;
  filesDir: string;
}

type Refusal = { status: 400 | 401 | 403 | 404; said: Message; asText?: true };
type Found = { file: string; name: string; contentType: string };

/** The live session's user behind a token; null when it is no live session. */
export async function sessionUser(db: Kysely<Database>, token: string): Promise<number | null> {
  const owner = await tokenUserId(db, hashToken(token));
  if (owner === undefined) return null;
  const user = await resolveUser(db, token, String(owner));
  return user === null || user === 'rejected' ? null : user.id;
}

/** The file to send, or why not. Every check against the database, then against the disk. */
async function findDownload(
  { db, filesDir }: DownloadOptions,
  params: DownloadParams,
  headerToken: string,
  log: FastifyRequest['log'],
): Promise<Found | Refusal> {
  const orderItemId = idFromText(params.orderItemId);
  if (orderItemId === undefined) {
    return {
      status: 400,
      said: {
        id: 'downloadItemInvalid',
        params: { max: ID_MAX },
      },
    };
  }
  const fromPath = params.credential ?? '';
  const pathIsUserId = LOOKS_LIKE_USER_ID.test(fromPath);
  const token = fromPath !== '' && !pathIsUserId ? fromPath : headerToken;
  if (token === '') {
    return pathIsUserId
      ? { status: 401, said: { id: 'downloadNeedsToken' }, asText: true }
      : { status: 401, said: { id: 'unauthorized' } };
  }
  const userId = token.length > 512 ? null : await sessionUser(db, token);
  if (userId === null) return { status: 401, said: { id: 'unauthorized' } };

  const item = await downloadItem(db, orderItemId);
  // Someone else's item is answered exactly as a missing one: ids reveal nothing.
  if (!item || item.user_id !== userId) {
    return { status: 404, said: { id: 'downloadNotFound' } };
  }
  if (item.is_digital !== 1 || !item.digital_file_path) {
    return { status: 403, said: { id: 'downloadNotDigital' } };
  }
  const ready = isDownloadable({
    isDigital: true,
    statusId: item.status_id,
    shippingStatusId: item.shipping_status_id,
  });
  if (!ready) return { status: 403, said: { id: 'downloadNotReady' } };

  const file = await digitalFile(filesDir, item.digital_file_path);
  if (file === null) {
    log.error({ orderItemId: item.id }, 'digital file missing or outside the digital folder');
    return { status: 404, said: { id: 'downloadFileMissing' } };
  }
  const type = item.digital_content_type?.trim() ?? '';
  return {
    file,
    name: item.digital_file_name ?? item.product_name,
    contentType: CONTENT_TYPE.test(type) ? type : 'application/octet-stream',
  };
}

/** The real path of `digital/…` inside FILES_DIR/digital, or null (missing, or escaping it). */
export async function digitalFile(filesDir: string, storedPath: string): Promise<string | null> {
  const prefix = `${DIGITAL_FOLDER}/`;
  if (!storedPath.startsWith(prefix)) return null;
  const relative = storedPath.slice(prefix.length);
  let root: string;
  try {
    root = await fs.promises.realpath(path.join(filesDir, DIGITAL_FOLDER));
  } catch {
    return null;
  }
  if (!(await isInsideFolder(root, relative))) return null;
  const real = await fs.promises.realpath(path.join(root, relative));
  const stat = await fs.promises.stat(real);
  return stat.isFile() ? real : null;
}

async function sendDownload(
  options: DownloadOptions,
  request: FastifyRequest<{ Params: DownloadParams }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const found = await findDownload(
    options,
    request.params,
    presentedToken(request.headers.token),
    request.log,
  );
  if ('status' in found) {
    void reply.header('Cache-Control', 'no-store');
    const lang = answerLanguage(request);
    if (found.asText) {
      return reply
        .code(found.status)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Language', lang)
        .send(`${say(lang, found.said)}\n`);
    }
    return sendEnvelope(reply, found.status, { failure: found.said, lang });
  }
  const { size } = await fs.promises.stat(found.file);
  return reply
    .header('Content-Type', found.contentType)
    .header('Content-Disposition', attachmentDisposition(found.name))
    .header('Content-Length', String(size))
    .header('Cache-Control', 'private, no-store')
    .send(fs.createReadStream(found.file));
}

export function registerDigitalDownload(app: FastifyInstance, options: DownloadOptions): void {
  const handler = (request: FastifyRequest<{ Params: DownloadParams }>, reply: FastifyReply) =>
    sendDownload(options, request, reply);
  app.get(`${DOWNLOAD_PATH_PREFIX}/:orderItemId/:credential`, handler);
  app.get(`${DOWNLOAD_PATH_PREFIX}/:orderItemId`, handler);
}
