// The language a window speaks is main's: the page asks for it before it first draws, and draws again,
// everything at once, when main says it changed (Settings, or the computer's language it follows).
// English's catalog is in the page's script; another comes through the bridge, never from a fetch.
import type { DialdeskApi, LanguagePack } from '../preload/contract';
import { useLanguage } from '../preload/shared/i18n/translate';

function speak(pack: LanguagePack): void {
  useLanguage(pack);
  document.documentElement.lang = pack.language;
}

/**
 * Speaks main's language from now on: settles once the first answer is applied (English when the bridge
 * fails: the page still draws, and says what failed in English). `redraw` runs after each change.
 */
export async function speakMainLanguage(api: DialdeskApi, redraw: () => void): Promise<void> {
  api.on('languageChanged', (pack) => {
    speak(pack);
    redraw();
  });
  const answer = await api.getLanguage();
  if (answer.ok) speak(answer.value);
}
