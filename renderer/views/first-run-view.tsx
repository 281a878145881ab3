// The first start without an account: before any made-up call is shown, the window says in words that
// Dialdesk is not connected yet and that what it can show meanwhile is a demo, and offers both ways on.
// The choice is kept by main, so this is shown once; the demo stays one click away afterwards (the
// demo line over every screen, Settings' "Explore the demo").
import type { FirstRunChoice } from '../../preload/contract';
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
        <h1 id="first-run-title">Welcome to Dialdesk</h1>
        <p>
          Dialdesk places calls through your company's phone system: your own extension rings first. It brings
          that system's voicemail, call history and recordings to your desk.
        </p>
        <p class="first-run-demo">
          <strong>Dialdesk is not connected to a phone system yet.</strong> Until it is, you can try
          everything on a demo: its calls, voicemail and recordings are made up, and no real phone rings.
        </p>
        <div class="first-run-actions">
          <button type="button" class="button primary" onClick={() => choose('connect')}>
            Connect your phone system
          </button>
          <button type="button" class="button" onClick={() => choose('demo')}>
            Explore the demo
          </button>
        </div>
        <p class="hint">
          To connect, you need your account id, domain, extension and key: your phone provider or
          administrator has them. You can explore the demo first and connect at any time.
        </p>
      </div>
    </main>
  );
}
