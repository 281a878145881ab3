// Copy for a number: it goes to the clipboard (the shell grants the app's own page that one permission),
// and the button says beside it whether that worked.
import { useState } from 'preact/hooks';
import { t } from '../../preload/shared/i18n/translate';
import { Icon } from './icons';

/** `label`: the button's name where "Copy" alone would not say what it copies (one of several numbers). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <>
      <button type="button" class="button" aria-label={label} onClick={copy}>
        <Icon name="copy" size={16} /> {t('lookup.copy')}
      </button>
      {copied && (
        <span class={copied === 'copied' ? 'saved small' : 'field-error'} role="status">
          {copied === 'copied' ? t('lookup.copied') : t('lookup.copyFailed')}
        </span>
      )}
    </>
  );
}
