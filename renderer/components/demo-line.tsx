// While there is no account, every screen says so in words at its top, with the way out: the calls,
// messages and recordings shown are the demo's, made up. In Settings, where the account is entered,
// the demo is what stays one click away.
import { t } from '../../preload/shared/i18n/translate';
import { navigation, settings } from '../stores';
import { useStore } from '../stores/use-store';
import { connectYourPhoneSystem } from '../views/connect';
import './demo-line.css';

export function DemoLine() {
  const demo = useStore(settings, (s) => s.view?.mode === 'demo');
  const inSettings = useStore(navigation, (s) => s.screen === 'settings');
  if (!demo) return null;
  return (
    <p class="demo-line" data-demo-line>
      <span>
        <strong>{t('demo.label')}</strong> {inSettings ? t('demo.madeUpUntilConnect') : t('demo.madeUp')}
      </span>{' '}
      {inSettings ? (
        <button type="button" class="link-button" onClick={() => navigation.getState().go('history')}>
          {t('demo.explore')}
        </button>
      ) : (
        <button type="button" class="link-button" onClick={connectYourPhoneSystem}>
          {t('demo.connect')}
        </button>
      )}
    </p>
  );
}
