// One page, two windows: the shell opens index.html for the main window and index.html#confirm for the
// call confirmation. Each loads only its own code, so the confirmation appears without the main
// window's stores, views and reads.
import './styles.css';

const root = document.getElementById('app');
const window = location.hash === '#confirm' ? import('./confirm-main') : import('./app-main');
if (root) void window.then(({ start }) => start(root));
