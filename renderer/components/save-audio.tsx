// "Save audio…": main asks where to save and writes the file. A cancelled dialog says nothing; a saved
// file is named in a short sentence, with Show in folder (as an export of call history ends); a failure
// says why. The whole path is the name's tooltip: the folder is one click away, not three lines of text.
import { t, tParts } from '../../preload/shared/i18n/translate';
import { shownSentence } from '../format/errors';
import { audioSave } from '../stores';
import type { SaveRequest } from '../stores/audio-save';
import { useStore } from '../stores/use-store';
import { Icon } from './icons';
import { ErrorState } from './states';
import './save-audio.css';

/** The file's own name, from a path of either system ("C:\\Users\\me\\a.wav", "/home/me/a.wav"). */
export const fileNameOf = (path: string): string => path.split(/[\\/]/).filter(Boolean).at(-1) ?? path;

export function SaveAudio({ request }: { request: SaveRequest }) {
  const saving = useStore(audioSave, (s) => s.saving !== null);
  const outcome = useStore(audioSave, (s) => (s.outcome?.uuid === request.uuid ? s.outcome : null));
  const folderError = useStore(audioSave, (s) => s.folderError);
  return (
    <>
      <button
        type="button"
        class="button"
        disabled={saving}
        onClick={() => audioSave.getState().save(request)}
      >
        <Icon name="download" size={16} /> {saving ? t('player.saving') : t('player.save')}
      </button>
      {outcome &&
        ('path' in outcome ? (
          <div class="save-note" role="status">
            <p>
              {tParts('player.savedAs', {
                file: (
                  <span class="file-name" title={outcome.path} translate={false}>
                    {fileNameOf(outcome.path)}
                  </span>
                ),
              })}
              {folderError && <span class="field-error"> {shownSentence(folderError)}</span>}
            </p>
            <button type="button" class="button" onClick={() => void audioSave.getState().showInFolder()}>
              <Icon name="folder" size={16} /> {t('player.showInFolder')}
            </button>
          </div>
        ) : (
          <ErrorState compact what={t('player.saveFailed')} error={outcome.error} />
        ))}
    </>
  );
}
