// What reading the list of accounts found, in words: a damaged accounts.json restored (or not) and where
// it was kept, accounts given ids of their own, a newer Dialdesk's list left as it is. Made when asked
// for, so that they speak the language in use then.
import { dirname } from 'node:path';
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import { t } from '../../preload/shared/i18n/translate';
import type { SavedAccount } from './account-list';
import type { KeptAs, ListDamage, ListFinding, ListRead } from './list-file';

function damageInWords(damage: ListDamage): string {
  switch (damage.kind) {
    case 'unreadable':
      return damage.reason;
    case 'not-json':
      return t('accountsFile.damage.notJson');
    case 'too-large':
      return t('accountsFile.damage.tooLarge');
    case 'wrong-shape':
      return t('accountsFile.damage.wrongShape');
  }
}

const keptInWords = (keptAs: KeptAs): string =>
  'path' in keptAs
    ? t('accountsFile.keptAt', { path: keptAs.path })
    : t('accountsFile.notKept', { cause: keptAs.cause });

export interface NoticeContext {
  /** The file's path, for what to do when nothing could be restored. */
  path: string;
  /** An account's name now (it may have been renamed since the start). */
  nameOf(id: string): string | null;
  /** The account set up again from the settings when nothing could be restored; null when none was. */
  rebuilt: SavedAccount | null;
}

function findingInWords(finding: ListFinding, context: NoticeContext): string | null {
  switch (finding.kind) {
    case 'restored':
      if (finding.damage === null) return t('accountsFile.restoredMissing');
      return [
        t('accountsFile.restored', { damage: damageInWords(finding.damage) }),
        ...(finding.keptAs ? [keptInWords(finding.keptAs)] : []),
      ].join(' ');
    case 'not-restored':
      return [
        t('accountsFile.notRestored', { damage: damageInWords(finding.damage) }),
        keptInWords(finding.keptAs),
        ...(context.rebuilt ? [t('accountsFile.rebuilt', { name: context.rebuilt.name })] : []),
        t('accountsFile.howToRestore', { folder: dirname(context.path) }),
      ].join(' ');
    case 'new-ids': {
      // Those removed since are no longer said.
      const names = finding.ids.flatMap((id) => context.nameOf(id) ?? []);
      if (names.length === 0) return null;
      return [
        t('accountsFile.newIds', { count: names.length, names: names.join(', ') }),
        keptInWords(finding.keptAs),
      ].join(' ');
    }
  }
}

/** Each finding of the read as one paragraph; none when the list was read as it was written. */
export const listNotices = (findings: readonly ListFinding[], context: NoticeContext): string[] =>
  findings.flatMap((finding) => findingInWords(finding, context) ?? []);

/** Why this version may not change a newer one's list, and what it shows of it. */
export function newerListInWords(newer: NonNullable<ListRead['newer']>): Phrase {
  const why = phrase('accountsFile.newer', { version: newer.version });
  return newer.unread > 0
    ? phrase('text.twoSentences', {
        first: why,
        second: phrase('accountsFile.newerUnread', { count: newer.unread }),
      })
    : why;
}
