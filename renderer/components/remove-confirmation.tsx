// Remove, said first in words: a legend naming what is removed, a sentence saying what goes (and what
// does not), then Remove and Cancel, Cancel focused so that a quick Enter keeps everything. A failure is
// said under it. Shared by Settings' accounts and directories.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { IpcError } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { ErrorState } from './states';

interface RemoveConfirmationProps {
  /** Unique on the page: the sentence's element id is made from it. */
  id: string;
  title: string;
  what: string;
  removeLabel: string;
  removingLabel: string;
  failedLabel: string;
  /** Removes it; the error when main refused. */
  remove(): Promise<IpcError | null>;
  onCancel(): void;
  onRemoved(): void;
}

export function RemoveConfirmation(props: RemoveConfirmationProps) {
  const { id, title, what, removeLabel, removingLabel, failedLabel, onCancel, onRemoved } = props;
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<IpcError | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  const remove = async () => {
    setRemoving(true);
    const error = await props.remove();
    setRemoving(false);
    // Gone from the list (this confirmation with it), or why not.
    if (error === null) onRemoved();
    else setFailure(error);
  };

  return (
    <div class="remove-confirmation">
      <fieldset aria-describedby={`${id}-what`}>
        <legend>{title}</legend>
        <p id={`${id}-what`}>{what}</p>
        <p class="actions">
          <button type="button" class="button danger strong" disabled={removing} onClick={remove}>
            {removing ? removingLabel : removeLabel}
          </button>
          <button ref={cancel} type="button" class="button" disabled={removing} onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </p>
      </fieldset>
      {failure && <ErrorState compact what={failedLabel} error={failure} />}
    </div>
  );
}
