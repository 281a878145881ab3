// People's Import…: the button, and the line over the list that follows it: the files being read (with
// Cancel), why they were refused, or what the import did ("12 contacts added, 3 updated and 1 kept as you
// had it"). The preview between reading and importing is a screen of its own (import-preview.tsx).
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { ContactsImported, IpcError } from '../../preload/contract';
import { say, sayable } from '../../preload/shared/i18n/phrase';
import { forLocale, t } from '../../preload/shared/i18n/translate';
import { DismissButton } from '../components/dismiss-button';
import { focusLost } from '../components/focus-lost';
import { Icon } from '../components/icons';
import '../components/states.css';
import { contactsImport } from '../stores';
import { useStore } from '../stores/use-store';

/**
 * Import…; it takes the focus back when a reading or a preview ends, so that a keyboard is where it
 * started: after Cancel, after an import, after a refusal; but not from wherever the person has put it
 * meanwhile (another screen's navigation button). It is drawn afresh as the preview leaves the screen,
 * and takes the focus as it is put in the page: a plain effect may run after the screen's own, which
 * gives the focus to the screen's heading (screen.tsx).
 */
export function ImportButton() {
  const busy = useStore(contactsImport, (s) => s.step.kind !== 'idle');
  const returnFocus = useStore(contactsImport, (s) => s.returnFocus);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!returnFocus) return;
    if (focusLost()) button.current?.focus();
    contactsImport.getState().focusReturned();
  }, [returnFocus]);
  return (
    <button
      ref={button}
      type="button"
      class="button"
      disabled={busy}
      onClick={() => void contactsImport.getState().start()}
    >
      <Icon name="upload" size={16} /> {t('people.import.button')}
    </button>
  );
}

const resultList = forLocale((tag) => new Intl.ListFormat(tag, { type: 'conjunction' }));

/** What an import did, each count that is not zero, as one list: "12 contacts added, 3 updated and 1 kept…". */
function importedSentence({ added, updated, kept, unchanged }: ContactsImported): string {
  const parts = [
    added > 0 && t('people.import.done.added', { count: added }),
    updated > 0 && t('people.import.done.updated', { count: updated }),
    kept > 0 && t('people.import.done.kept', { count: kept }),
    unchanged > 0 && t('people.import.done.unchanged', { count: unchanged }),
  ].filter((part): part is string => part !== false);
  return parts.length === 0
    ? t('people.import.done.nothing')
    : t('people.import.done', { result: resultList().format(parts) });
}

export function ImportStatus() {
  const step = useStore(contactsImport, (s) => s.step);
  const outcome = useStore(contactsImport, (s) => s.outcome);
  if (step.kind === 'reading') return <ReadingLine cancelling={step.cancelling} />;
  if (!outcome) return null;
  if (outcome.kind === 'refused') return <Refusal error={outcome.error} />;
  return (
    <div class="people-status import-done">
      <p role="status">{importedSentence(outcome.imported)}</p>
      <DismissButton
        label={t('people.import.dismissDone')}
        onDismiss={() => contactsImport.getState().dismiss()}
      />
    </div>
  );
}

/**
 * Why the files were not read, in main's words as it wrote them (said again in the language in use): a
 * refusal starts with the file's name, whose case is the file's, not a sentence's (ErrorState would
 * write "Contacts.vcf is a compressed archive" for contacts.vcf).
 */
function Refusal({ error }: { error: IpcError }) {
  const words = error.said && sayable(error.said) ? say(error.said) : error.message;
  return (
    <div class="error-box compact" role="alert" data-code={error.code}>
      <p class="error-title">{t('people.import.refused')}</p>
      <p class="error-message">{words}</p>
    </div>
  );
}

/** The files are read: Cancel has the focus (Import… waits meanwhile), so that Enter or Space stops it. */
function ReadingLine({ cancelling }: { cancelling: boolean }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div class="people-status" role="status">
      <span class="spinner small" aria-hidden="true" />
      <p>{cancelling ? t('people.import.cancelling') : t('people.import.reading')}</p>
      <button
        ref={cancel}
        type="button"
        class="button"
        disabled={cancelling}
        onClick={() => void contactsImport.getState().cancel()}
      >
        {t('form.cancel')}
      </button>
    </div>
  );
}
