// Every field of a record as label and value: known fields readable, the rest as they came.
import { type FieldRow, rawRows } from '../format/fields';
import './field-list.css';

export function FieldList({ rows, label }: { rows: FieldRow[]; label: string }) {
  return (
    <dl class="fields" aria-label={label}>
      {rows.map((row) => (
        <div key={row.name} class="field" data-field={row.name}>
          <dt class={row.known ? undefined : 'raw-name'}>{row.label}</dt>
          <dd class={row.empty ? 'muted' : row.known ? undefined : 'raw-value'} title={row.raw}>
            {row.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every field of the record as the server sent it, folded away under the facts. */
export function AllFields({ record }: { record: Record<string, unknown> }) {
  return (
    <details class="all-fields">
      <summary>All fields</summary>
      <FieldList label="All fields" rows={rawRows(record)} />
    </details>
  );
}
