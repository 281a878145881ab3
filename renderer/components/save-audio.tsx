// "Save audio…": main asks where to save and writes the file. A cancelled dialog says nothing; a saved
// file says where it went; a failure says why.
import { audioSave } from '../stores';
import type { SaveRequest } from '../stores/audio-save';
import { useStore } from '../stores/use-store';
import { Icon } from './icons';
import { ErrorState } from './states';
import './save-audio.css';

export function SaveAudio({ request }: { request: SaveRequest }) {
  const saving = useStore(audioSave, (s) => s.saving !== null);
  const outcome = useStore(audioSave, (s) => (s.outcome?.uuid === request.uuid ? s.outcome : null));
  return (
    <>
      <button
        type="button"
        class="button"
        disabled={saving}
        onClick={() => audioSave.getState().save(request)}
      >
        <Icon name="download" size={16} /> {saving ? 'Saving…' : 'Save audio…'}
      </button>
      {outcome &&
        ('path' in outcome ? (
          <p class="saved save-note" role="status">
            Saved to <span class="path">{outcome.path}</span>
          </p>
        ) : (
          <ErrorState compact what="Couldn't save the audio" error={outcome.error} />
        ))}
    </>
  );
}
