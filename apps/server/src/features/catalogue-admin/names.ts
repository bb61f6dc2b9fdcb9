// Names ↔ ids of one kind of lookup (categories, brands …): staff write a name, or "#12" where
// two share a name; an export writes the name, or "#12" for a shared one, so what it writes
// always reads back to the same id.
import type { Named } from './lookups.repository.ts';

export type NameReading =
  { ok: true; id: number } | { ok: false; problem: 'adminUnknownName' | 'adminAmbiguousName' };

export interface NameIndex {
  read(text: string): NameReading;
  nameOf(id: number): string;
}

const ID_FORM = /^#(\d{1,10})$/;

export function nameIndex(rows: readonly Named[]): NameIndex {
  const byName = new Map<string, number[]>();
  const byId = new Map<number, string>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), row.id]);
    byId.set(row.id, row.name);
  }
  return {
    read(text) {
      const idForm = ID_FORM.exec(text.trim());
      if (idForm) {
        const id = Number(idForm[1]);
        return byId.has(id) ? { ok: true, id } : { ok: false, problem: 'adminUnknownName' };
      }
      const ids = byName.get(text.trim().toLowerCase()) ?? [];
      if (ids.length === 1 && ids[0] !== undefined) return { ok: true, id: ids[0] };
      return { ok: false, problem: ids.length === 0 ? 'adminUnknownName' : 'adminAmbiguousName' };
    },
    nameOf(id) {
      const name = byId.get(id);
      if (name === undefined) return `#${id}`;
      return (byName.get(name.trim().toLowerCase())?.length ?? 0) > 1 ? `#${id}` : name;
    },
  };
}

export interface Lookups {
  categories: NameIndex;
  brands: NameIndex;
  vendors: NameIndex;
  colours: NameIndex;
  sizes: NameIndex;
  tags: NameIndex;
  attributes: NameIndex;
}

export function lookupsOf(rows: Record<keyof Lookups, readonly Named[]>): Lookups {
  return {
    categories: nameIndex(rows.categories),
    brands: nameIndex(rows.brands),
    vendors: nameIndex(rows.vendors),
    colours: nameIndex(rows.colours),
    sizes: nameIndex(rows.sizes),
    tags: nameIndex(rows.tags),
    attributes: nameIndex(rows.attributes),
  };
}
