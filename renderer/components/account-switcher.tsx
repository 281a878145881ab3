// The account header once an account is saved: a button naming the account in use and its extension,
// which opens a menu of the saved accounts and the demo, the one in use checked. A watched account with
// unheard messages shows how many. Choosing another switches to it (the page then starts afresh); a
// refused switch is said in words over the screen (SwitchProblem in app.tsx).
//
// By keyboard as a menu button: Enter, Space or an arrow opens it on the account in use; the arrows,
// Home and End move; Enter or Space chooses; Esc closes it back onto the button, and Tab leaves it.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type AccountsView, DEMO_ACCOUNT_ID } from '../../preload/contract';
import { isUsableOrigin } from '../../preload/shared/account-origin';
import { t } from '../../preload/shared/i18n/translate';
import { accounts } from '../stores';
import { useStore } from '../stores/use-store';
import { AccountLabel, type AccountSummary, accountTitle } from './account-header';
import { Icon } from './icons';
import './account-switcher.css';

interface Choice {
  id: string;
  name: string;
  /** The second line: the extension, and unheard messages where the account's voicemail is read. */
  detail: string;
}

/**
 * The saved accounts that may be used, in the order they were added, then the demo, which is always
 * there. One the organisation no longer provides, or the person's own while it allows none, is not offered
 * (Settings says why); the one in use always is.
 */
export function switcherChoices(view: AccountsView): Choice[] {
  const offered = view.accounts.filter(
    (account) => account.id === view.activeId || isUsableOrigin(account.origin),
  );
  const saved = offered.map((account): Choice => {
    const unheard = account.unheardVoicemail ?? 0;
    const parts = [
      account.extension
        ? t('accounts.extension', { extension: account.extension })
        : t('accounts.noExtension'),
      unheard > 0 && t('accounts.unheardShort', { count: unheard }),
    ];
    return { id: account.id, name: account.name, detail: parts.filter(Boolean).join(' · ') };
  });
  return [...saved, { id: DEMO_ACCOUNT_ID, name: t('accounts.demo'), detail: t('accounts.demo.detail') }];
}

const MENU_ID = 'account-menu';

export function AccountSwitcher({ account, view }: { account: AccountSummary; view: AccountsView }) {
  const switching = useStore(accounts, (s) => s.switching);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const choices = switcherChoices(view);
  const goingTo = choices.find((choice) => choice.id === switching);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // Opened: the account in use has the focus, as a group of radio buttons starts on the checked one;
  // before the menu is painted, so that a key pressed right after opening already moves in it.
  useLayoutEffect(() => {
    if (!open) return;
    focusItem(
      Math.max(
        0,
        items().findIndex((item) => item.getAttribute('aria-checked') === 'true'),
      ),
    );
    // A press anywhere else closes it, without taking the focus from where the person put it.
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (id: string) => {
    close(true);
    void accounts.getState().switchTo(id, 'header');
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const at = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(at + 1),
      ArrowUp: () => focusItem(at - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div
      ref={wrapper}
      class="account-header account-switcher"
      data-account-header
      // Tab out of the menu closes it: what the person moved to is not covered by it.
      onFocusOut={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !wrapper.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        class="account-switch"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        title={accountTitle(account)}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span class="visually-hidden">{t('accounts.switcher.inUse')} </span>
        <AccountLabel account={account} />
        <Icon name="chevron-down" size={14} />
      </button>
      {open && (
        <div
          ref={menu}
          id={MENU_ID}
          class="account-menu"
          role="menu"
          aria-label={t('accounts.title')}
          onKeyDown={onMenuKeyDown}
        >
          {choices.map((choice) => (
            <button
              key={choice.id}
              type="button"
              class="account-choice"
              role="menuitemradio"
              aria-checked={choice.id === view.activeId}
              tabIndex={-1}
              onClick={() => choose(choice.id)}
            >
              <Icon name="check" size={16} />
              <span class="account-choice-text">
                <span
                  class="account-choice-name"
                  translate={choice.id === DEMO_ACCOUNT_ID ? undefined : false}
                >
                  {choice.name}
                </span>{' '}
                <span class="account-choice-detail">{choice.detail}</span>
              </span>
            </button>
          ))}
        </div>
      )}
      {goingTo && (
        <p class="visually-hidden" role="status">
          {t('accounts.switchingTo', { name: goingTo.name })}
        </p>
      )}
    </div>
  );
}
