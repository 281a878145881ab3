// Settings → Open in CRM (issue 49): the address of a customer's record in the company's CRM for the
// account in use, its placeholders filled by main for the call, message or number on show; whether the
// record opens by itself as a call is placed from Dialdesk; and, behind a button and its warning, a CRM
// app's own scheme the person allows on purpose. Main checks what is saved (a placeholder where it could
// change where the address leads, a scheme it never opens, a key of the account) and its refusal is said
// in its words beside the field it is about. What the organisation's policies set (the address, with its
// scheme, and the box) is disabled and says so, the address shown whole; Save too while they set both.
import { useEffect, useId, useState } from 'preact/hooks';
import type { CrmSettings, IpcError, PoliciesView } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { AccountSettingsCard } from '../components/account-settings-card';
import {
  CheckField,
  FieldNotes,
  FieldScopeProvider,
  fieldDescribedBy,
  fieldId,
  LockedText,
} from '../components/form-fields';
import { LockedNote, lockNoteId, type SectionLock, sectionLock } from '../components/locked-note';
import { shownSentence } from '../format/errors';
import { crm } from '../stores';
import { useStore } from '../stores/use-store';
import { FormFeedback } from './form-feedback';
import './crm-section.css';

const SCOPE = 'crm';
const FIELDS = { template: 'crm.template', openOnCall: 'crm.openOnCall', scheme: 'crm.customScheme' };
/** The longest template main keeps (main/crm/crm-template.ts MAX_TEMPLATE_LENGTH). */
const TEMPLATE_LIMIT = 2000;
/** The longest scheme the bridge takes (main/ipc/schemas.ts). */
const SCHEME_LIMIT = 40;
/** The example of the hint, the same in every language. */
const EXAMPLE = 'https://crm.example.com/search?phone={number}';
/** A CRM app's scheme, as an example. */
const EXAMPLE_SCHEME = 'salesforce';

/** A placeholder as the template holds it: "{number}". */
const Placeholder = ({ name }: { name: string }) => <code translate={false}>{`{${name}}`}</code>;

/** A scheme as a person types it, as main reads it: 'Salesforce://' is 'salesforce'. */
const schemeAsRead = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/:(\/\/)?$/, '');

/**
 * Which field main's refusal is about: the scheme field for the scheme allowed there (main checks it
 * first), the template's otherwise.
 */
function refusedField(error: IpcError, scheme: string): 'template' | 'scheme' {
  const said = error.said;
  if (!said || schemeAsRead(scheme) === '') return 'template';
  if (said.key === 'crm.schemeUnreadable') return 'scheme';
  if (said.key === 'crm.schemeNever' && said.values?.scheme === schemeAsRead(scheme)) return 'scheme';
  return 'template';
}

export function CrmSection({ policies }: { policies: PoliciesView }) {
  const settings = useStore(crm, (s) => s.settings);
  const load = useStore(crm, (s) => s.settingsLoad);
  const lock = sectionLock(policies, ['crm.template', 'crm.openOnCall'], 'crm-locked');
  return (
    <AccountSettingsCard
      name="crm"
      title={t('crmUi.settings.title')}
      intro={(account) => tParts('crmUi.settings.intro', { account })}
      readFailed={t('crmUi.settings.readFailed')}
      saved={settings}
      error={load.error}
      read={() => void crm.getState().read()}
      reload={() => void crm.getState().reload()}
      form={(saved) => <CrmForm saved={saved} lock={lock} />}
    />
  );
}

type Outcome = { ok: true } | { ok: false; error: IpcError; field: 'template' | 'scheme' | null };

function CrmForm({ saved, lock }: { saved: CrmSettings; lock: SectionLock }) {
  const [template, setTemplate] = useState(saved.template);
  const [openOnCall, setOpenOnCall] = useState(saved.openOnCall);
  const [scheme, setScheme] = useState(saved.customScheme);
  // The scheme is allowed on purpose: its field stays behind a button and a warning until asked for.
  const [schemeShown, setSchemeShown] = useState(saved.customScheme !== '');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const warningId = useId();
  // As saved (this form's Save, or another account's settings read): the fields start from it again.
  useEffect(() => {
    setTemplate(saved.template);
    setOpenOnCall(saved.openOnCall);
    setScheme(saved.customScheme);
    if (saved.customScheme !== '') setSchemeShown(true);
  }, [saved]);
  // Revealed by its button, which goes: the focus goes to the field (its warning is read with it).
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (revealed) document.getElementById(fieldId(FIELDS.scheme, SCOPE))?.focus();
  }, [revealed]);

  const edited = (apply: () => void) => {
    apply();
    setOutcome(undefined);
  };

  const templateLock = lock.of('crm.template');
  // While the organisation sets the address, the scheme is its template's own: shown only where it has
  // one, locked with the template and described by the template's note.
  const schemeLock = lockNoteId(templateLock, fieldId(FIELDS.template, SCOPE)) ?? false;
  const schemeOnShow = templateLock ? saved.customScheme !== '' : schemeShown;

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(undefined);
    const asked: CrmSettings = { template, openOnCall, customScheme: schemeOnShow ? scheme : '' };
    const done = await crm.getState().save(asked);
    setSaving(false);
    if (done.ok) return setOutcome({ ok: true });
    const field =
      done.error.code === 'invalid-argument' ? refusedField(done.error, asked.customScheme) : null;
    setOutcome({ ok: false, error: done.error, field });
  };

  const refused = outcome && !outcome.ok ? outcome : null;
  const templateError = refused?.field === 'template' ? shownSentence(refused.error) : undefined;
  const schemeError = refused?.field === 'scheme' ? shownSentence(refused.error) : undefined;
  const templateHint = (
    <>
      {tParts('crmUi.template.hint', {
        number: <Placeholder name="number" />,
        digits: <Placeholder name="digits" />,
        name: <Placeholder name="name" />,
        callId: <Placeholder name="call_id" />,
        direction: <Placeholder name="direction" />,
      })}{' '}
      {tParts('crmUi.template.example', { example: <code translate={false}>{EXAMPLE}</code> })}
    </>
  );

  return (
    <form class="crm-form" aria-labelledby="crm-title" noValidate onSubmit={onSubmit}>
      {lock.whole && <LockedNote id={lock.whole} />}
      <FieldScopeProvider value={SCOPE}>
        <div class="form-field">
          <label for={fieldId(FIELDS.template, SCOPE)}>{t('crmUi.template.label')}</label>
          {templateLock ? (
            <LockedText
              id={fieldId(FIELDS.template, SCOPE)}
              name={FIELDS.template}
              class="crm-template"
              value={template}
              aria-invalid={templateError ? true : undefined}
              aria-describedby={fieldDescribedBy(
                FIELDS.template,
                templateHint,
                templateError,
                SCOPE,
                templateLock,
              )}
            />
          ) : (
            <input
              id={fieldId(FIELDS.template, SCOPE)}
              name={FIELDS.template}
              class="input crm-template"
              // Not type=url: a CRM app's own scheme (salesforce:…) is no web address to the browser.
              type="text"
              inputMode="url"
              autoComplete="off"
              spellcheck={false}
              translate={false}
              maxLength={TEMPLATE_LIMIT}
              aria-invalid={templateError ? true : undefined}
              aria-describedby={fieldDescribedBy(FIELDS.template, templateHint, templateError, SCOPE)}
              value={template}
              onInput={(event) => edited(() => setTemplate(event.currentTarget.value))}
            />
          )}
          <FieldNotes
            name={FIELDS.template}
            hint={templateHint}
            error={templateError}
            locked={templateLock}
          />
        </div>
        <CheckField
          name={FIELDS.openOnCall}
          label={t('crmUi.openOnCall.label')}
          hint={t('crmUi.openOnCall.hint')}
          value={openOnCall}
          locked={lock.of('crm.openOnCall')}
          onChange={(checked) => edited(() => setOpenOnCall(checked))}
        />
        {schemeOnShow ? (
          <div class="crm-scheme">
            <p id={warningId} class="caution">
              {tParts('crmUi.scheme.warning', {
                example: <code translate={false}>{EXAMPLE_SCHEME}</code>,
              })}
            </p>
            <div class="form-field">
              <label for={fieldId(FIELDS.scheme, SCOPE)}>{t('crmUi.scheme.label')}</label>
              <input
                id={fieldId(FIELDS.scheme, SCOPE)}
                name={FIELDS.scheme}
                class="input crm-scheme-input"
                type="text"
                autoComplete="off"
                spellcheck={false}
                translate={false}
                maxLength={SCHEME_LIMIT}
                disabled={schemeLock ? true : undefined}
                aria-invalid={schemeError ? true : undefined}
                aria-describedby={[
                  warningId,
                  fieldDescribedBy(FIELDS.scheme, true, schemeError, SCOPE, schemeLock),
                ].join(' ')}
                value={scheme}
                onInput={(event) => edited(() => setScheme(event.currentTarget.value))}
              />
              <FieldNotes
                name={FIELDS.scheme}
                hint={tParts('crmUi.scheme.hint', {
                  example: <code translate={false}>{EXAMPLE_SCHEME}</code>,
                })}
                error={schemeError}
                locked={schemeLock}
              />
            </div>
          </div>
        ) : (
          !templateLock && (
            <p>
              <button
                type="button"
                class="button crm-reveal"
                onClick={() => {
                  setSchemeShown(true);
                  setRevealed(true);
                }}
              >
                {t('crmUi.scheme.reveal')}
              </button>
            </p>
          )
        )}
      </FieldScopeProvider>
      <div class="form-actions">
        <button
          type="submit"
          class="button primary"
          disabled={saving || lock.whole !== null}
          aria-describedby={lock.whole ?? undefined}
        >
          {saving ? t('form.saving') : t('crmUi.settings.save')}
        </button>
        <FormFeedback
          outcome={
            refused
              ? { ok: false, error: refused.error, fields: refused.field ? { [refused.field]: '' } : {} }
              : outcome && { ok: true }
          }
          what={t('crmUi.settings.saveFailed')}
        />
      </div>
    </form>
  );
}
