// What was said in a voicemail message or a call recording, whole, under its heading: each line of the
// text a paragraph (a recording's turns, one per speaker, set apart). Nothing at all where nothing was
// transcribed: no empty section.
import { useId } from 'preact/hooks';
import { t } from '../../preload/shared/i18n/translate';
import { SHEET_QUERY, useMedia } from './use-media';
import './transcription.css';

export function Transcription({ text }: { text: string | null }) {
  // One level under the detail's title: the page's h1 on a sheet, an h2 beside the list.
  const Heading = useMedia(SHEET_QUERY) ? 'h2' : 'h3';
  const id = useId();
  if (text === null) return null;
  return (
    <section class="transcription" aria-labelledby={id}>
      <Heading id={id} class="eyebrow">
        {t('transcript.heading')}
      </Heading>
      {/* What was said, as the phone system transcribed it: not the app's words. */}
      <div class="transcription-text" translate={false}>
        {text
          .split('\n')
          .filter((line) => line.trim() !== '')
          // The lines of one text, in their order: their place is who they are.
          .map((line, i) => (
            <p key={i}>{line}</p>
          ))}
      </div>
    </section>
  );
}
