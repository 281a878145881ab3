// The first start without an account: before any made-up call is shown, the window says in words that
// Dialdesk is not connected yet and that what it can show meanwhile is a demo, and offers both ways on.
// The choice is kept by main, so this is shown once; the demo stays one click away afterwards (the
// demo line over every screen, Settings' "Explore the demo").
import type { FirstRunChoice } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { Icon } from '../components/icons';
import { navigation, settings } from '../stores';
import { connectYourPhoneSystem } from './connect';
import './first-run-view.css';

async function choose(choice: FirstRunChoice) {
  if (choice === 'connect') connectYourPhoneSystem();
  else navigation.getState().go('history');
  await settings.getState().chooseFirstRun(choice);
}

export function FirstRunView() {
  return (
    <main class="first-run" aria-labelledby="first-run-title">
      <div class="first-run-card card">
        <span class="logo" aria-hidden="true">
          <Icon name="phone" size={20} />
        </span>
        <h1 id="first-run-title">{t('firstRun.title')}</h1>
        <p>{t('firstRun.intro')}</p>
        <p class="first-run-demo">
          <strong>{t('firstRun.notConnected')}</strong> {t('firstRun.demo')}
        </p>
        <div class="first-run-actions">
          <button type="button" class="button primary" onClick={() => choose('connect')}>
            {t('demo.connect')}
          </button>
          <button type="button" class="button" onClick={() => choose('demo')}>
            {t('demo.explore')}
          </button>
        </div>
        <p class="hint">{t('firstRun.hint')}</p>
      </div>
    </main>
  );
}
