// While there is no account, every screen says so in words at its top, with the way out: the calls,
// messages and recordings shown are the demo's, made up. In Settings, where the account is entered,
// the demo is what stays one click away.
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
        <strong>Demo:</strong>{' '}
        {inSettings ? 'made-up calls until you connect below.' : 'these calls are made up.'}
      </span>{' '}
      {inSettings ? (
        <button type="button" class="link-button" onClick={() => navigation.getState().go('history')}>
          Explore the demo
        </button>
      ) : (
        <button type="button" class="link-button" onClick={connectYourPhoneSystem}>
          Connect your phone system
        </button>
      )}
    </p>
  );
}
