// Counts as the language in use writes them ("12,345", "12.345").
export { formatNumber as formatCount } from '../../preload/shared/i18n/translate';
