// The person's note on a call or a voicemail, and its outcome (issue 49): the editor shared by History's
// detail, Voicemail's detail and the sent call's "Add a note" (an outcome from the account's list, the
// text up to NOTE_LIMITS.text characters with a count near the limit, Save and Cancel), the note as a
// detail shows it, and the panel of a detail that holds both. A note is the person's text: shown as text
// (never markup), its lines kept; the outcome's label is the person's too, or main's default.
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import {
  type IpcError,
  NOTE_LIMITS,
  type NoteOutcome,
  type NoteTarget,
  type RecordNote,
} from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { shortDateTime } from '../format/time';
import { notes } from '../stores';
import { useStore } from '../stores/use-store';
import { ErrorState } from './states';
import { SHEET_QUERY, useMedia } from './use-media';
import './note-editor.css';

/** How near the limit the count of characters shows: the last tenth of it. */
const COUNT_FROM = NOTE_LIMITS.text - NOTE_LIMITS.text / 10;

/** What the editor starts from: the note as saved, or nothing. */
interface NoteStart {
  text: string;
  outcome: NoteOutcome | null;
}

interface NoteEditorProps {
  /** Unique on the page: the fields' ids are made from it. */
  id: string;
  /** The form's name: "Note on this call". */
  label: string;
  start: NoteStart | null;
  saveLabel: string;
  /** The headline of a failure: "Couldn't save the note". */
  failedLabel: string;
  /** The text box's height in lines (the call status line is short of room). */
  rows?: number;
  /** Sends the note; answers main's refusal, or null when it is kept. */
  save(text: string, outcomeId: string | null): Promise<IpcError | null>;
  onCancel(): void;
}

/**
 * The outcomes offered: the account's list, and the one the note has already where the list no longer
 * holds it (retired since: it stays the note's until another is chosen).
 */
function offeredOutcomes(listed: NoteOutcome[] | null, had: NoteOutcome | null): NoteOutcome[] {
  const offered = listed ?? [];
  if (!had || offered.some((outcome) => outcome.id === had.id)) return offered;
  return [...offered, had];
}

/** An outcome as the drop-down names it: a retired one says so. */
const outcomeChoice = (outcome: NoteOutcome): string =>
  outcome.retired ? t('noteUi.outcome.retired', { label: outcome.label }) : outcome.label;

export function NoteEditor({
  id,
  label,
  start,
  saveLabel,
  failedLabel,
  rows = 4,
  save,
  onCancel,
}: NoteEditorProps) {
  const outcomes = useStore(notes, (s) => s.outcomes);
  const outcomesLoad = useStore(notes, (s) => s.outcomesLoad);
  const [text, setText] = useState(start?.text ?? '');
  const [outcomeId, setOutcomeId] = useState(start?.outcome?.id ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<IpcError | null>(null);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    void notes.getState().loadOutcomes();
    first.current?.focus();
  }, []);
  const offered = offeredOutcomes(outcomes, start?.outcome ?? null);
  const counted = text.length >= COUNT_FROM;
  const ids = { outcome: `${id}-outcome`, text: `${id}-text`, count: `${id}-count`, hint: `${id}-hint` };

  const submit = async () => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    const refused = await save(text, outcomeId === '' ? null : outcomeId);
    setSaving(false);
    setFailure(refused);
  };

  return (
    <form
      class="note-editor"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        // Esc puts the note away, and goes no further: the detail it is written in stays open.
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <div class="form-field">
        <label for={ids.outcome}>{t('noteUi.editor.outcome')}</label>
        <select
          ref={first}
          id={ids.outcome}
          class="input note-outcome-choice"
          value={outcomeId}
          onChange={(event) => setOutcomeId(event.currentTarget.value)}
        >
          <option value="">{t('noteUi.editor.noOutcome')}</option>
          {offered.map((outcome) => (
            // The person's own words (or main's default, in the language in use).
            <option key={outcome.id} value={outcome.id} translate={false}>
              {outcomeChoice(outcome)}
            </option>
          ))}
        </select>
        {outcomesLoad.error && <p class="field-error">{t('noteUi.editor.outcomesFailed')}</p>}
      </div>
      <div class="form-field">
        <label for={ids.text}>{t('noteUi.editor.text')}</label>
        <textarea
          id={ids.text}
          class="input note-text-input"
          rows={rows}
          maxLength={NOTE_LIMITS.text}
          value={text}
          // What the person writes is theirs, not the app's words to translate.
          translate={false}
          aria-describedby={counted ? `${ids.hint} ${ids.count}` : ids.hint}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        <p id={ids.hint} class="hint">
          {t('noteUi.editor.hint')}
        </p>
        {counted && (
          <p
            id={ids.count}
            class={text.length >= NOTE_LIMITS.text ? 'hint note-count full' : 'hint note-count'}
          >
            {t('noteUi.editor.count', { length: text.length, limit: NOTE_LIMITS.text })}
          </p>
        )}
      </div>
      {failure && <ErrorState compact what={failedLabel} error={failure} />}
      <p class="actions">
        <button type="submit" class="button primary" disabled={saving}>
          {saving ? t('form.saving') : saveLabel}
        </button>
        <button type="button" class="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </p>
    </form>
  );
}

/** An outcome as a tag: the label; a retired one is still the call's, and looks no different. */
export function OutcomeTag({ outcome }: { outcome: NoteOutcome }) {
  return (
    <span class="tag outcome-tag" translate={false}>
      {outcome.label}
    </span>
  );
}

/** A note as a detail shows it: its outcome, then its text with its lines as written. */
export function NoteShown({ text, outcome }: { text: string; outcome: NoteOutcome | null }) {
  return (
    <div class="note-shown">
      {outcome && (
        <p class="note-outcome">
          <OutcomeTag outcome={outcome} />
        </p>
      )}
      {text !== '' && (
        <p class="note-text" translate={false}>
          {text}
        </p>
      )}
    </div>
  );
}

/** What the panel says of the last save, until the person writes again. */
type Kept = 'saved' | 'removed' | null;

/**
 * A detail's note: the note with Edit note, or Add a note; either opens the editor in its place. A save
 * shows in the detail and on the row at once (the stores take main's answer), and the focus goes back
 * to the button that opened the editor.
 */
export function RecordNotePanel({ target, note }: { target: NoteTarget; note: RecordNote | null }) {
  const Heading = useMedia(SHEET_QUERY) ? 'h2' : 'h3';
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [kept, setKept] = useState<Kept>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  // The account's outcomes, read while the note is only shown: the editor opens with them.
  useEffect(() => void notes.getState().loadOutcomes(), []);
  useEffect(() => {
    if (!editing && returnFocus) {
      opener.current?.focus();
      setReturnFocus(false);
    }
  }, [editing, returnFocus]);
  const close = () => {
    setEditing(false);
    setReturnFocus(true);
  };

  return (
    <section class="note-panel" aria-labelledby={headingId}>
      <header class="note-panel-header">
        <Heading id={headingId} class="eyebrow">
          {t('noteUi.title')}
        </Heading>
        {!editing && (
          <button
            ref={opener}
            type="button"
            class="button ghost"
            onClick={() => {
              setKept(null);
              setEditing(true);
            }}
          >
            {note ? t('noteUi.edit') : t('noteUi.add')}
          </button>
        )}
      </header>
      {editing ? (
        <NoteEditor
          id={`note-${target.kind}`}
          label={target.kind === 'call' ? t('noteUi.editor.callLabel') : t('noteUi.editor.voicemailLabel')}
          start={note}
          saveLabel={t('noteUi.editor.save')}
          failedLabel={t('noteUi.saveFailed')}
          save={async (text, outcomeId) => {
            const done = await notes.getState().save(target, text, outcomeId);
            if (!done.ok) return done.error;
            setKept(done.value ? 'saved' : 'removed');
            close();
            return null;
          }}
          onCancel={close}
        />
      ) : (
        note && (
          <>
            <NoteShown text={note.text} outcome={note.outcome} />
            <p class="hint">{t('noteUi.written', { time: shortDateTime(new Date(note.updatedMs)) })}</p>
          </>
        )
      )}
      {kept && !editing && (
        <p class="saved" role="status">
          {kept === 'saved' ? t('noteUi.saved') : t('noteUi.removed')}
        </p>
      )}
    </section>
  );
}
