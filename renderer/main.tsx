// One page, three windows: the shell opens index.html for the main window, index.html#confirm for the
// call confirmation and index.html#quick-dial for the quick-dial box. Each loads only its own code, so
// the confirmation and the box appear without the main window's stores, views and reads.
import './styles.css';

const root = document.getElementById('app');
const window =
  location.hash === '#confirm'
    ? import('./confirm-main')
    : location.hash === '#quick-dial'
      ? import('./quick-dial-main')
      : import('./app-main');
if (root) void window.then(({ start }) => start(root));
