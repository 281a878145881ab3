// An account's fields as the account form and Add account both show them: the table's account groups,
// with the address Dialdesk will reach the phone system at right under the address fields, built as the
// account id and domain (or a whole address) are typed.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { KeyKind, LockedSetting, Settings } from '../../preload/contract';
import { accountAddress } from '../../preload/shared/api-address';
import { tParts } from '../../preload/shared/i18n/translate';
import type { FieldLock } from '../components/locked-note';
import { SettingsFieldset } from './settings-fields';
import { ACCOUNT_GROUPS, ADDRESS_GROUP } from './settings-table';

interface AccountFieldsetsProps {
  saved: Settings;
  errors: Record<string, string>;
  /** The address as typed (useTypedAddress). */
  address: TypedAddress;
  /** What stands where a key is entered. */
  renderKey: (kind: KeyKind) => ComponentChildren;
  /** The fields an organisation's account sets; absent, none (a new account of the person's own). */
  lockOf?: (setting: LockedSetting) => FieldLock;
}

export function AccountFieldsets({ saved, errors, address, renderKey, lockOf }: AccountFieldsetsProps) {
  return (
    <>
      {ACCOUNT_GROUPS.map((group) => [
        <SettingsFieldset
          key={group.legend}
          group={group}
          saved={saved}
          errors={errors}
          lockOf={lockOf}
          renderKey={renderKey}
        />,
        group.legend === ADDRESS_GROUP && <AddressExample key="address" account={address} />,
      ])}
    </>
  );
}

export type TypedAddress = Pick<Settings['account'], 'accountId' | 'domain' | 'baseUrlOverride'>;

/** The address fields as typed: starts at `saved`, and the form's onInput keeps it up to date. */
export function useTypedAddress(saved: TypedAddress): [TypedAddress, (event: Event) => void] {
  const [address, setAddress] = useState<TypedAddress>(saved);
  // Saved anew (main's view may come after the form was drawn for a new account): the fields show it.
  const { accountId, domain, baseUrlOverride } = saved;
  useEffect(() => setAddress({ accountId, domain, baseUrlOverride }), [accountId, domain, baseUrlOverride]);
  const onInput = (event: Event) => {
    const form = event.currentTarget as HTMLFormElement;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    setAddress({
      accountId: value('account.accountId'),
      domain: value('account.domain'),
      baseUrlOverride: value('account.baseUrlOverride'),
    });
  };
  return [address, onInput];
}

const EXAMPLE = { accountId: 'acme-01', domain: 'pbx.example.com' };
const EXAMPLE_ADDRESS = accountAddress(EXAMPLE.accountId, EXAMPLE.domain);

function AddressExample({ account }: { account: TypedAddress }) {
  const full = account.baseUrlOverride.trim();
  const built = accountAddress(account.accountId, account.domain);
  return (
    <p class="address-example" data-address-example>
      {full || built
        ? tParts('settings.address.willReach', {
            address: (
              <output class="address" translate={false}>
                {full || built}
              </output>
            ),
          })
        : tParts('settings.address.example', {
            ...EXAMPLE,
            address: (
              <span class="address" translate={false}>
                {EXAMPLE_ADDRESS}
              </span>
            ),
          })}
    </p>
  );
}
