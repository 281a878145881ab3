// Under Settings' hotkeys: "Press the hotkey to test". For ten seconds main tells which hotkey it
// received instead of acting on it, so a person can see that the keys reach Dialdesk. Where the hotkeys
// go through the desktop's portal (a Wayland session), this also says that the desktop asks the person
// to approve them: the desktop tells Dialdesk neither the approval nor other keys chosen there.
import { useEffect, useState } from 'preact/hooks';
import type { HotkeyStatus } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { api } from '../api';
import './update-check.css';

const LABELS: Record<
  keyof HotkeyStatus,
  'hotkeys.callSelection.label' | 'hotkeys.lookupSelection.label' | 'hotkeys.quickDial.label'
> = {
  callSelection: 'hotkeys.callSelection.label',
  lookupSelection: 'hotkeys.lookupSelection.label',
  quickDial: 'hotkeys.quickDial.label',
};

type Test = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'heard'; hotkey: keyof HotkeyStatus | null };

export function HotkeyTest() {
  const [test, setTest] = useState<Test>({ kind: 'idle' });
  const [throughPortal, setThroughPortal] = useState(false);
  useEffect(() => {
    void api
      .getAppInfo()
      .then((result) => setThroughPortal(result.ok && result.value.hotkeysThroughPortal === true));
    return api.on('hotkeyHeard', ({ hotkey }) => setTest({ kind: 'heard', hotkey }));
  }, []);
  const start = async () => {
    setTest({ kind: 'waiting' });
    const result = await api.testHotkeys();
    if (!result.ok) setTest({ kind: 'idle' });
  };
  const said =
    test.kind === 'waiting'
      ? t('hotkeys.testing')
      : test.kind === 'heard'
        ? test.hotkey
          ? t('hotkeys.heard', { hotkey: t(LABELS[test.hotkey]) })
          : t('hotkeys.notHeard')
        : '';
  return (
    <div class="update-check">
      {throughPortal && <p class="hint">{t('hotkeys.portalNote')}</p>}
      <button type="button" class="button" disabled={test.kind === 'waiting'} onClick={start}>
        {t('hotkeys.pressToTest')}
      </button>
      <p class="hint" role="status">
        {said}
      </p>
    </div>
  );
}
