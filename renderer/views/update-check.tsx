// Settings' "Check for updates…": main checks now and answers in a sentence, shown here in place
// ("Dialdesk 1.3.2 is up to date", "Could not reach the update server: …"). A newer version also gets
// main's own notice, with its Restart or Download button. Where the administrator turned checks off, there
// is no button: the organisation manages updates, and this says so (asked again as the policies change).
import { useEffect, useState } from 'preact/hooks';
import type { IpcError, UpdateMode } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { api } from '../api';
import { ErrorState } from '../components/states';
import './update-check.css';

type Answer =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'said'; message: string }
  | { kind: 'failed'; error: IpcError };

export function UpdateCheck() {
  const [answer, setAnswer] = useState<Answer>({ kind: 'idle' });
  const [mode, setMode] = useState<UpdateMode | null>(null);
  useEffect(() => {
    // Only the latest answer counts: an earlier one may come after it.
    let asked = 0;
    const ask = () => {
      const question = ++asked;
      void api.getUpdateMode().then((result) => {
        if (question === asked) setMode(result.ok ? result.value : null);
      });
    };
    ask();
    // The organisation's policies (UpdateChecks) may turn checks off, or on again, while Settings is open.
    const stop = api.on('settingsChanged', ask);
    return () => {
      asked = -1;
      stop();
    };
  }, []);
  if (mode === 'managed') {
    return (
      <div class="update-check">
        <p class="hint">{t('update.managedByOrganization')}</p>
      </div>
    );
  }
  const check = async () => {
    setAnswer({ kind: 'checking' });
    const result = await api.checkForUpdates();
    setAnswer(
      result.ok ? { kind: 'said', message: result.value.message } : { kind: 'failed', error: result.error },
    );
  };
  return (
    <div class="update-check">
      <button type="button" class="button" disabled={answer.kind === 'checking'} onClick={check}>
        {answer.kind === 'checking' ? t('updates.checking') : t('updates.check')}
      </button>
      <p class="hint" role="status">
        {answer.kind === 'said' ? answer.message : ''}
      </p>
      {answer.kind === 'failed' && (
        <ErrorState compact what={t('updates.checkFailed')} error={answer.error} />
      )}
    </div>
  );
}
