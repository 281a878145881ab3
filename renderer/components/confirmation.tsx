// A step said first in words, in place of a listed item's buttons (Remove, Merge): a legend naming what is
// done, a sentence saying what goes where (and what does not), then the step's button and Cancel, Cancel
// focused so that a quick Enter keeps everything as it is. A failure is said under it. Shared by
// Settings' accounts and directories.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { IpcError } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { ErrorState } from './states';
import './confirmation.css';

interface ConfirmationProps {
  /** Unique on the page: the sentence's element id is made from it. */
  id: string;
  title: string;
  what: string;
  /** The step's button, and its words while the step runs. */
  confirmLabel: string;
  busyLabel: string;
  /** The headline of a failure (main's reason follows it). */
  failedLabel: string;
  /**
   * The step deletes what cannot be had again (Remove): said in red, its button filled red. Otherwise
   * (Merge: everything is kept, in one place) in the accent.
   */
  danger: boolean;
  /** Takes the step; the error when main refused. */
  run(): Promise<IpcError | null>;
  onCancel(): void;
  onDone(): void;
}

export function Confirmation(props: ConfirmationProps) {
  const { id, title, what, confirmLabel, busyLabel, failedLabel, danger, onCancel, onDone } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<IpcError | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  const run = async () => {
    setBusy(true);
    const error = await props.run();
    setBusy(false);
    // Done, and gone from the list (this confirmation with it), or why not.
    if (error === null) onDone();
    else setFailure(error);
  };

  return (
    <div class={danger ? 'confirmation danger' : 'confirmation'}>
      <fieldset aria-describedby={`${id}-what`}>
        <legend>{title}</legend>
        <p id={`${id}-what`}>{what}</p>
        <p class="actions">
          <button
            type="button"
            class={danger ? 'button danger strong' : 'button primary'}
            disabled={busy}
            onClick={run}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
          <button ref={cancel} type="button" class="button" disabled={busy} onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </p>
      </fieldset>
      {failure && <ErrorState compact what={failedLabel} error={failure} />}
    </div>
  );
}
