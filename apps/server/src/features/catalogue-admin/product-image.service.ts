// A product picture added (issue #22): checked and turned into its sizes and formats by the
// intake (gateways/files/product-image-intake.ts), stored, then recorded in one transaction
// with each variant's width and height; the product's gallery shows it at once (product_images
// moves answer_version, 0011). A refusal writes nothing; a failed record removes the files.
// The storefront's srcset over the variants is a later step: today it shows product_images.url,
// the largest file of the uploaded format.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FieldProblem } from '@bazaar/contract/catalogue-admin/product-check';
import type { CatalogueAdminTextId } from '@bazaar/i18n/catalogue-admin-texts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { PublicFileStore } from '../../gateways/files/file-store.ts';
import {
  intakeProductImage,
  type ImageVariant,
} from '../../gateways/files/product-image-intake.ts';
import type { Actor, ChangeSet } from './change-set.ts';
import {
  insertProductImage,
  productBySku,
  productColour,
  type NewVariant,
} from './product-image.repository.ts';

export interface NewProductImage {
  sku: string;
  /** The name the file arrived with (checked, never used to store it). */
  fileName: string;
  bytes: Uint8Array;
  colour?: string;
  main?: boolean;
}

export interface ImageProblem {
  field: FieldProblem['field'];
  id: CatalogueAdminTextId;
  params?: Readonly<Record<string, string | number>>;
}

export type ImageOutcome =
  { ok: true; changeSet: ChangeSet } | { ok: false; problems: ImageProblem[] };

const CONTENT_TYPE = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

async function store(files: PublicFileStore, variants: readonly ImageVariant[]) {
  const base = randomUUID();
  const stored: (NewVariant & { key: string })[] = [];
  try {
    for (const v of variants) {
      const key = `products/${base}-${v.width}.${v.format === 'jpeg' ? 'jpg' : v.format}`;
      const url = await files.putPublic(key, v.bytes, CONTENT_TYPE[v.format]);
      stored.push({
        key,
        url,
        format: v.format,
        width: v.width,
        height: v.height,
        bytes: v.bytes.length,
      });
    }
  } catch (error) {
    await Promise.all(stored.map((v) => files.removePublic(v.key)));
    throw error;
  }
  return stored;
}

export async function addProductImage(
  db: Kysely<Database>,
  input: NewProductImage,
  actor: Actor,
  files: PublicFileStore,
): Promise<ImageOutcome> {
  const refuse = (problem: ImageProblem): ImageOutcome => ({ ok: false, problems: [problem] });
  const product = await productBySku(db, input.sku);
  if (!product)
    return refuse({ field: 'sku', id: 'adminUnknownProduct', params: { sku: input.sku } });
  const colour = input.colour ? await productColour(db, product.id, input.colour) : undefined;
  if (input.colour && !colour) {
    return refuse({
      field: 'images',
      id: 'adminOptionNotOffered',
      params: { name: input.colour, field: 'colours' },
    });
  }
  const intake = await intakeProductImage(input.fileName, input.bytes);
  if (!intake.ok) return refuse({ field: 'images', id: intake.refusal, params: intake.params });
  const stored = await store(files, intake.variants);
  const largest = stored.filter((v) => v.format === intake.original).at(-1);
  if (!largest) throw new Error('The intake made no variant of the uploaded format.');
  try {
    const main = input.main === true;
    const id = await writeTransaction(db, (trx) =>
      insertProductImage(
        trx,
        { productId: product.id, url: largest.url, colourId: colour?.id ?? null, main },
        stored.map(({ key: _key, ...variant }) => variant),
      ),
    );
    const fields = [
      { field: 'url', before: '', after: largest.url },
      { field: 'colour', before: '', after: colour?.name ?? '' },
      { field: 'main', before: '', after: main ? 'yes' : 'no' },
    ];
    const at = new Date().toISOString();
    return {
      ok: true,
      changeSet: {
        actor,
        at,
        changes: [{ entity: 'product_image', id, key: input.sku, action: 'create', fields }],
      },
    };
  } catch (error) {
    await Promise.all(stored.map((v) => files.removePublic(v.key)));
    throw error;
  }
}
