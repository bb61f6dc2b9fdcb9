// Who made a catalogue change and what it changed, field by field: what every service of this
// feature answers, so the console's audit log can record it in the same transaction.

/** The staff member (console) or the operator (admin command) a change is made by. */
export interface Actor {
  kind: 'staff' | 'operator';
  id?: number;
  label: string;
}

export interface FieldChange {
  field: string;
  /** The field as an export writes it; '' where it was empty (or the entity is new). */
  before: string;
  after: string;
}

export interface EntityChange {
  entity: 'product' | 'product_image';
  id: number;
  /** The business key a person knows it by (a product's SKU). */
  key: string;
  action: 'create' | 'update';
  fields: FieldChange[];
}

export interface ChangeSet {
  actor: Actor;
  at: string;
  changes: EntityChange[];
}

/** An operation's progress: done of total, for a console bar or the command's. */
export type Progress = (done: number, total: number) => void;
