// A form's one result beside its button: saved, or refused with its fields marked (each problem is
// next to its field), or failed, said as an error. Shared by the settings forms and the account forms.
import { t } from '../../preload/shared/i18n/translate';
import { ErrorState } from '../components/states';
import type { FormOutcome } from '../stores/settings';

export function FormFeedback({
  outcome,
  what = t('form.couldNotSave'),
}: {
  outcome: FormOutcome | undefined;
  what?: string;
}) {
  if (!outcome) return null;
  if (outcome.ok)
    return (
      <div class="form-feedback">
        <p class="saved" role="status">
          {t('form.saved')}
        </p>
      </div>
    );
  const marked = Object.keys(outcome.fields).length;
  if (marked > 0)
    return (
      <p class="field-error" role="alert">
        {t('form.fixMarked', { count: marked })}
      </p>
    );
  return <ErrorState compact what={what} error={outcome.error} />;
}
