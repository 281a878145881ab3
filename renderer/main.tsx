import { render } from 'preact';
import { App } from './app';
import { history, settings, voicemail } from './stores';
import './styles.css';

// Reads start before the first render, so the data is on its way while the page paints: the mode
// badge and the unheard count appear on every screen, and history is the screen shown first.
void settings.getState().reload();
void voicemail.getState().reload();
void history.getState().reload();

const root = document.getElementById('app');
if (root) render(<App />, root);
