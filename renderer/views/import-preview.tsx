// The preview of an import, before anything is written: what importing would do (how many contacts are
// new, updated, unchanged or in conflict, with a few names of each), what each file was read as, the
// numbers that could not be read, what was left out or shortened, and each conflict side by side (the
// person's contact beside the file's) with its choice, Keep mine unless they choose the file's. Import is
// offered when it would change something, and says so when it would not; Cancel writes nothing.
//
// Everything from the files is text (names, numbers, notes), isolated from the words around it so that a
// right-to-left name cannot reorder them, and wrapped where it is long.
import { type ComponentChildren, Fragment } from 'preact';
import { useEffect, useId } from 'preact/hooks';
import type { ContactSummary, ImportConflict, ImportVerdict } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { labelWord } from '../../preload/shared/number-labels';
import { ErrorState } from '../components/states';
import { contactsImport } from '../stores';
import { type ConflictChoice, importChanges, type PreviewStep } from '../stores/contacts-import';
import { Screen } from './screen';
import './import-preview.css';

/** The verdicts in the order the summary says them, each in its words. */
const VERDICTS = [
  ['new', 'people.import.verdict.new'],
  ['updated', 'people.import.verdict.updated'],
  ['conflict', 'people.import.verdict.conflict'],
  ['unchanged', 'people.import.verdict.unchanged'],
] as const satisfies readonly (readonly [ImportVerdict, string])[];

export function ImportPreview({ step }: { step: PreviewStep }) {
  const { preview, choices, importing, failure } = step;
  const changes = importChanges(step);
  const others = preview.counts.conflict - preview.conflicts.length;
  const noChangeId = useId();
  // The screen takes its heading's focus without scrolling (screen.tsx); where the whole window scrolls
  // (zoomed to 200%), the preview starts in sight at its heading, not where Import… was pressed.
  useEffect(() => document.getElementById('screen-title')?.scrollIntoView({ block: 'nearest' }), []);
  return (
    <Screen title={t('people.import.title')}>
      <div class="import-preview">
        <PreviewSection id="import-summary" title={t('people.import.summaryTitle')}>
          <Summary step={step} />
        </PreviewSection>
        <PreviewSection id="import-sources" title={t('people.import.sourcesTitle')}>
          <ul class="import-list">
            {preview.sources.map((source, index) => (
              // Two files may have the same name (from two folders): their place tells them apart.
              <li key={`${index}-${source.file}`}>
                <span class="import-file path" translate={false}>
                  <bdi>{source.file}</bdi>
                </span>
                <span class="muted">
                  {t('people.import.source', { count: source.contacts, readAs: source.readAs })}
                </span>
              </li>
            ))}
          </ul>
        </PreviewSection>
        {preview.unreadableCount > 0 && (
          <PreviewSection id="import-unreadable" title={t('people.import.unreadableTitle')}>
            <p>{t('people.import.unreadableIntro', { count: preview.unreadableCount })}</p>
            <ul class="import-list">
              {preview.unreadable.map(({ name, number }, index) => (
                <li key={`${index}-${name}`}>
                  {tParts('people.import.unreadableNumber', {
                    name: <Text value={name} />,
                    number: <Text value={number} />,
                  })}
                </li>
              ))}
            </ul>
            <AndMore count={preview.unreadableCount - preview.unreadable.length} />
          </PreviewSection>
        )}
        {preview.notes.length > 0 && (
          <PreviewSection id="import-notes" title={t('people.import.notesTitle')}>
            <ul class="import-list">
              {preview.notes.map((note, index) => (
                <li key={`${index}-${note}`}>{note}</li>
              ))}
            </ul>
          </PreviewSection>
        )}
        {preview.counts.conflict > 0 && (
          <PreviewSection id="import-conflicts" title={t('people.import.conflictsTitle')}>
            <p>{t('people.import.conflictsIntro')}</p>
            {preview.conflicts.map((conflict) => (
              <Conflict
                key={conflict.id}
                conflict={conflict}
                choice={choices.chosen[conflict.id] ?? 'mine'}
                disabled={importing}
              />
            ))}
            {others > 0 && (
              <ChoiceGroup
                name="import-others"
                legend={t('people.import.othersLegend', { count: others })}
                choice={choices.others}
                disabled={importing}
                onChoose={(choice) => contactsImport.getState().chooseOthers(choice)}
              />
            )}
          </PreviewSection>
        )}
        <div class="import-actions">
          {/* Said beside the button pressed, not above it where the preview may be scrolled away. */}
          {failure && <ErrorState compact what={t('people.import.failed')} error={failure} />}
          <div class="actions">
            <button
              type="button"
              class="button primary"
              disabled={!changes || importing}
              aria-describedby={changes ? undefined : noChangeId}
              onClick={() => void contactsImport.getState().run()}
            >
              {importing ? t('people.import.importing') : t('people.import.import')}
            </button>
            <button
              type="button"
              class="button"
              disabled={importing}
              onClick={() => void contactsImport.getState().cancel()}
            >
              {t('form.cancel')}
            </button>
          </div>
          {!changes && (
            <p id={noChangeId} class="hint">
              {preview.counts.conflict > 0
                ? t('people.import.nothingChosen')
                : t('people.import.nothingToDo')}
            </p>
          )}
        </div>
      </div>
    </Screen>
  );
}

function PreviewSection({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section class="import-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div class="import-section-body">{children}</div>
    </section>
  );
}

/** Text from the files: never translated, isolated from the words around it, wrapped where it is long. */
function Text({ value }: { value: string }) {
  return (
    <bdi class="import-text" translate={false}>
      {value}
    </bdi>
  );
}

function AndMore({ count }: { count: number }) {
  return count > 0 ? <p class="muted">{t('people.import.andMore', { count })}</p> : null;
}

/** Each verdict that holds contacts, as a line of its own with a few of their names. */
function Summary({ step }: { step: PreviewStep }) {
  const { counts, examples } = step.preview;
  const shown = VERDICTS.filter(([verdict]) => counts[verdict] > 0);
  if (shown.length === 0) return <p>{t('people.import.nothingInFiles')}</p>;
  return (
    <ul class="import-verdicts">
      {shown.map(([verdict, words]) => {
        const names = examples[verdict];
        const more = counts[verdict] - names.length;
        return (
          <li key={verdict} class={`import-verdict ${verdict}`}>
            <p class="import-verdict-count">{t(words, { count: counts[verdict] })}</p>
            {names.length > 0 && (
              <p class="import-examples muted">
                {names.map((name, index) => (
                  <Fragment key={`${index}-${name}`}>
                    {index > 0 && ', '}
                    <Text value={name} />
                  </Fragment>
                ))}
                {more > 0 && ` ${t('people.import.andMore', { count: more })}`}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One conflict: the person's contact beside the file's, and whose to keep. */
function Conflict({
  conflict,
  choice,
  disabled,
}: {
  conflict: ImportConflict;
  choice: ConflictChoice;
  disabled: boolean;
}) {
  const { mine, theirs } = conflict;
  return (
    <ChoiceGroup
      name={`import-conflict-${conflict.id}`}
      legend={<Text value={mine.name} />}
      choice={choice}
      disabled={disabled}
      onChoose={(chosen) => contactsImport.getState().choose(conflict.id, chosen)}
    >
      <div class="import-sides">
        <ContactSide title={t('people.import.yours')} contact={mine} other={null} />
        <ContactSide title={t('people.import.theirs')} contact={theirs} other={mine} />
      </div>
    </ChoiceGroup>
  );
}

/** A choice of Keep mine or Use the file's, under what it chooses between. */
function ChoiceGroup({
  name,
  legend,
  choice,
  disabled,
  onChoose,
  children,
}: {
  name: string;
  legend: ComponentChildren;
  choice: ConflictChoice;
  disabled: boolean;
  onChoose(choice: ConflictChoice): void;
  children?: ComponentChildren;
}) {
  const options = [
    ['mine', t('people.import.keepMine')],
    ['file', t('people.import.useFile')],
  ] as const;
  return (
    <fieldset class="import-conflict" disabled={disabled}>
      <legend>{legend}</legend>
      {children}
      <div class="import-choices">
        {options.map(([value, words]) => (
          <label key={value} class="import-choice">
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => onChoose(value)}
            />
            {words}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const numbersOf = (contact: ContactSummary) =>
  contact.numbers.map(({ label, number }) => `${label} ${number}`).join('\n');

/** Whether a field of the file's contact says otherwise than the person's. */
const FIELDS_DIFFER = {
  name: (a: ContactSummary, b: ContactSummary) => a.name !== b.name,
  company: (a: ContactSummary, b: ContactSummary) => a.company !== b.company,
  numbers: (a: ContactSummary, b: ContactSummary) => numbersOf(a) !== numbersOf(b),
  note: (a: ContactSummary, b: ContactSummary) => a.note !== b.note,
};

/**
 * One side of a conflict: the name, the company, the numbers with their labels and the note, each on a
 * row of its own, level with the other side's (import-preview.css), an empty one said in words. On the
 * file's side (`other` is the person's contact) what differs from the person's is marked, in words too.
 */
function ContactSide({
  title,
  contact,
  other,
}: {
  title: string;
  contact: ContactSummary;
  other: ContactSummary | null;
}) {
  const changed = (field: keyof typeof FIELDS_DIFFER) =>
    other !== null && FIELDS_DIFFER[field](contact, other);
  return (
    <div class="import-side">
      <p class="eyebrow">{title}</p>
      <SideField changed={changed('name')}>
        <p class="import-name">
          <Text value={contact.name} />
        </p>
      </SideField>
      <SideField changed={changed('company')}>
        {contact.company ? (
          <p>
            <Text value={contact.company} />
          </p>
        ) : (
          <p class="muted">{t('people.import.noCompany')}</p>
        )}
      </SideField>
      <SideField changed={changed('numbers')}>
        {contact.numbers.length === 0 ? (
          <p class="muted">{t('people.row.noNumbers')}</p>
        ) : (
          <ul class="import-numbers">
            {contact.numbers.map(({ label, number }, index) => (
              <li key={`${index}-${number}`}>
                <span class="import-number-label">{labelWord(label)}</span> <Text value={number} />
              </li>
            ))}
          </ul>
        )}
      </SideField>
      <SideField changed={changed('note')}>
        {contact.note ? (
          <p class="import-note">
            <Text value={contact.note} />
          </p>
        ) : (
          <p class="muted">{t('people.import.noNote')}</p>
        )}
      </SideField>
    </div>
  );
}

function SideField({ changed, children }: { changed: boolean; children: ComponentChildren }) {
  return (
    <div class={changed ? 'import-field differs' : 'import-field'}>
      {children}
      {changed && <span class="visually-hidden"> {t('people.import.differs')}</span>}
    </div>
  );
}
