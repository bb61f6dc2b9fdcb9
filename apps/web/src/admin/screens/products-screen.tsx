// Products: a keyset page (SKU or name prefix, published or not) and an edit of one product's
// price and discounted price in rupees with paise, stock, maximum per order and publication.
// An edit carries the version it was read at; the server refuses one made from an older one.
import { useState } from 'react';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { paiseToDecimalText } from '@bazaar/contract/money/paise';
import { ErrorNote, Pager, ScreenTitle, type Page } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { useConsoleQuery } from '../use-console-query.ts';
import { useListFilter } from '../use-list-filter.ts';
import { ProductForm } from './product-form.tsx';
import type { ProductRow } from './product-types.ts';

const COLUMNS = [
  'colSku',
  'colName',
  'colPrice',
  'colDiscounted',
  'colStock',
  'filterPublished',
  'edit',
] as const;

export default function ProductsScreen() {
  const { say, lang } = useConsole();
  const list = useListFilter({ search: '', published: 'any' });
  const { data, error, reload } = useConsoleQuery<Page<ProductRow>>('listProducts', list.params());
  const [editing, setEditing] = useState<ProductRow | null>(null);
  const name = (row: ProductRow) => (lang === 'ar' && row.nameAr ? row.nameAr : row.name);
  return (
    <>
      <ScreenTitle>{say('productsTitle')}</ScreenTitle>
      <form className="console__filters" onSubmit={list.apply}>
        <label>
          {say('productSearch')}
          <input type="search" {...list.field('search')} />
        </label>
        <label>
          {say('filterPublished')}
          <select {...list.field('published')}>
            <option value="any">{say('publishedAny')}</option>
            <option value="yes">{say('yes')}</option>
            <option value="no">{say('no')}</option>
          </select>
        </label>
        <button type="submit">{say('apply')}</button>
      </form>
      <ErrorNote message={error} />
      {editing && (
        <ProductForm
          key={editing.id}
          product={editing}
          title={say('editProduct', { name: name(editing) })}
          initial={{
            price: paiseToDecimalText(editing.pricePaise),
            discountedPrice:
              editing.discountedPricePaise === null
                ? ''
                : paiseToDecimalText(editing.discountedPricePaise),
          }}
          onSaved={(saved) => {
            setEditing(saved);
            reload();
          }}
        />
      )}
      <ConsoleTable columns={COLUMNS} caption="productsTitle">
        {data?.rows.map((row) => (
          <tr key={row.id}>
            <td dir="ltr">{row.sku}</td>
            <td>{name(row)}</td>
            <td>{formatPaise(row.pricePaise)}</td>
            <td>
              {row.discountedPricePaise === null ? '—' : formatPaise(row.discountedPricePaise)}
            </td>
            <td>{row.stock}</td>
            <td>{row.published ? say('yes') : say('no')}</td>
            <td>
              <button type="button" onClick={() => setEditing(row)}>
                {say('edit')} <span className="console__visually-hidden">{name(row)}</span>
              </button>
            </td>
          </tr>
        ))}
      </ConsoleTable>
      {data?.rows.length === 0 && <p>{say('noRows')}</p>}
      <Pager next={data?.next} after={list.after} onPage={list.setAfter} />
    </>
  );
}
