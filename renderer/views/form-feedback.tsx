// A form's one result beside its button: saved, or refused with its fields marked (each problem is
// next to its field), or failed, said as an error. Shared by the settings forms and the account forms.
import { ErrorState } from '../components/states';
import type { FormOutcome } from '../stores/settings';

export function FormFeedback({
  outcome,
  what = "Couldn't save",
}: {
  outcome: FormOutcome | undefined;
  what?: string;
}) {
  if (!outcome) return null;
  if (outcome.ok)
    return (
      <div class="form-feedback">
        <p class="saved" role="status">
          Saved.
        </p>
      </div>
    );
  const marked = Object.keys(outcome.fields).length;
  if (marked > 0)
    return (
      <p class="field-error" role="alert">
        Nothing was saved: fix the marked {marked > 1 ? 'fields' : 'field'}.
      </p>
    );
  return <ErrorState compact what={what} error={outcome.error} />;
}
