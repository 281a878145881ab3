// Every field of a record as label and value: known fields readable, the rest as they came (the phone
// system's names and values are marked not to translate).
import type { RawRecord } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { type FieldRow, rawRows } from '../format/fields';
import './field-list.css';

export function FieldList({ rows, label }: { rows: FieldRow[]; label: string }) {
  return (
    <dl class="fields" aria-label={label}>
      {rows.map((row) => (
        <div key={row.name} class="field" data-field={row.name}>
          <dt class={row.known ? undefined : 'raw-name'} translate={row.known ? undefined : false}>
            {row.label}
          </dt>
          {/* The title is the value as the phone system sent it (data); the text may be the app's words. */}
          <dd
            class={row.empty ? 'muted' : row.known ? undefined : 'raw-value'}
            title={row.raw}
            translate={false}
          >
            <span translate={!row.data}>{row.text}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every field of the record as the server sent it, folded away under the facts. */
export function AllFields({ raw }: { raw: RawRecord }) {
  return (
    <details class="all-fields">
      <summary>{t('fields.all')}</summary>
      <FieldList label={t('fields.all')} rows={rawRows(raw)} />
    </details>
  );
}
