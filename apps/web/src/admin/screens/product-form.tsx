// One product's edit form; its answer (or the server's refusal: a field, a stale version) is
// announced, and a saved product comes back with its new version.
import { useState, type FormEvent } from 'react';
import { DoneNote, ErrorNote } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';
import type { ProductRow } from './product-types.ts';

export function ProductForm({
  product,
  title,
  initial,
  onSaved,
}: {
  product: ProductRow;
  title: string;
  initial: { price: string; discountedPrice: string };
  onSaved: (saved: ProductRow) => void;
}) {
  const { say, call } = useConsole();
  const [form, setForm] = useState({
    ...initial,
    stock: String(product.stock),
    maxPerOrder: String(product.maxPerOrder),
    published: product.published,
  });
  const [outcome, setOutcome] = useState({ error: '', done: false });
  async function save(event: FormEvent) {
    event.preventDefault();
    const answer = await call<ProductRow>('updateProduct', {
      productId: product.id,
      version: product.version,
      price: form.price,
      discountedPrice: form.discountedPrice,
      stock: Number(form.stock),
      maxPerOrder: Number(form.maxPerOrder),
      published: form.published,
    });
    setOutcome({ error: answer.ok ? '' : answer.message, done: answer.ok });
    if (answer.ok) onSaved(answer.data);
  }
  const text = (name: 'price' | 'discountedPrice' | 'stock' | 'maxPerOrder') => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });
  return (
    <section aria-labelledby="edit-product" className="console__edit">
      <h2 id="edit-product">{title}</h2>
      <form className="console__filters" onSubmit={(event) => void save(event)}>
        <label>
          {say('priceRupees')}
          <input inputMode="decimal" required {...text('price')} />
        </label>
        <label>
          {say('discountedRupees')}
          <input inputMode="decimal" {...text('discountedPrice')} />
        </label>
        <label>
          {say('colStock')}
          <input type="number" min={0} required {...text('stock')} />
        </label>
        <label>
          {say('colMaxPerOrder')}
          <input type="number" min={0} required {...text('maxPerOrder')} />
        </label>
        <label className="console__check">
          <input
            type="checkbox"
            checked={form.published}
            onChange={(event) => setForm({ ...form, published: event.target.checked })}
          />
          {say('filterPublished')}
        </label>
        <button type="submit">{say('save')}</button>
      </form>
      <ErrorNote message={outcome.error} />
      <DoneNote shown={outcome.done} />
    </section>
  );
}
